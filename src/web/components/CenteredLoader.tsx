import { Center, Loader, type MantineSpacing, type MantineSize } from '@mantine/core';

type Props = {
  /** What is loading, for a screen reader ("Loading stock"): the spinner shows no words. */
  label: string;
  py?: MantineSpacing;
  size?: MantineSize;
};

/** A named spinner in the middle of the space its content will take. */
export function CenteredLoader({ label, py = 'xl', size }: Props) {
  return (
    <Center py={py}>
      <Loader size={size} aria-label={label} />
    </Center>
  );
}
