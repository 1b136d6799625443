import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';

/**
 * A stored file's type, from a HEAD request: file URLs carry no extension, and a receipt may
 * be a PDF, which an <img> cannot show.
 */
function useFileType(url: string) {
  return useQuery({
    queryKey: [url, 'content-type'],
    queryFn: async () => {
      const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
      return response.headers.get('Content-Type') ?? '';
    },
  });
}

type Props = {
  url: string;
  label: string;
  height?: number;
  /** A line under the file, e.g. that a signature was typed. */
  note?: string;
};

/** A stored photo as a thumbnail that opens full size; a PDF as a link that opens it. */
export function FileThumb({ url, label, height = 140, note }: Props) {
  const type = useFileType(url);
  const pdf = type.data?.includes('pdf') ?? false;
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mb={4} truncate>
        {label}
      </Text>
      {pdf ? (
        <Anchor href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label} (PDF)`}>
          <Group h={height} justify="center" gap="xs" c="red.8">
            <IconFileTypePdf size={36} aria-hidden />
            <Text fw={600}>PDF</Text>
          </Group>
        </Anchor>
      ) : (
        <Anchor href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label}`}>
          <Image src={url} alt={label} h={height} fit="contain" bg="white" radius="sm" />
        </Anchor>
      )}
      {note && (
        <Text fz="xs" mt={4}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
