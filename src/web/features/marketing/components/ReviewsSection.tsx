import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  REVIEW_DELAY_HOURS,
  REVIEW_QUIET_DAYS,
  ZReviewLinkInput,
  type ReviewLinkInput,
  type ReviewStoreSummary,
} from '../../../../shared/marketing';
import { ChartFigure } from '../../../components/ChartFigure';
import { errorMessage } from '../../../lib/api';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useReviews, useSaveReviewLink } from '../api';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz="lg">
        {value}
      </Text>
    </div>
  );
}

function StoreReviews({ store }: { store: ReviewStoreSummary }) {
  const save = useSaveReviewLink();
  const form = useForm<ReviewLinkInput>({
    resolver: zodResolver(ZReviewLinkInput),
    defaultValues: { url: store.reviewUrl ?? '' },
  });

  const submit = async ({ url }: ReviewLinkInput) => {
    try {
      await save.mutateAsync({ storeId: store.storeId, url });
      toastSuccess({
        title: url ? 'Review link saved' : 'Review requests off',
        message: url
          ? `${store.storeName} asks for reviews after each pickup.`
          : `${store.storeName} no longer asks for reviews.`,
      });
    } catch (error) {
      reportSaveError(form, error, 'Not saved');
    }
  };

  return (
    <Paper withBorder radius="md" p="md" aria-label={`Reviews for ${store.storeName}`}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Stack gap="sm">
          <Text fw={700}>{store.storeName}</Text>
          <SimpleGrid cols={3} spacing="xs">
            <Figure label="Requests sent" value={store.requested} />
            <Figure label="Opted out" value={store.optedOut} />
            <Figure label="Reviews reported" value={store.reviewsReported} />
          </SimpleGrid>
          <TextInput
            size="md"
            label="Review page link"
            placeholder="https://g.page/r/.../review"
            description={store.reviewUrl ? undefined : 'No link: this store does not ask yet.'}
            error={form.formState.errors.url?.message}
            {...form.register('url')}
          />
          <Group justify="flex-end">
            <Button size="md" type="submit" loading={save.isPending}>
              Save link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Review requests after pickup: each store's review page, and over 30 days the requests sent
 * beside the Google reviews the store's daily reports counted.
 */
export default function ReviewsSection() {
  const reviews = useReviews();
  const data = reviews.data;
  return (
    <Stack gap="md">
      <Text>
        {REVIEW_DELAY_HOURS} hours after a customer picks a repair up, a store with a review link
        sends them one short request: by e-mail when they gave an address, by SMS otherwise. Nobody
        is asked twice within {REVIEW_QUIET_DAYS} days, and anyone who opted out is never asked.
      </Text>
      {reviews.isError && (
        <Alert color="red">{errorMessage(reviews.error, 'Reviews could not be loaded.')}</Alert>
      )}
      {reviews.isPending && <Loader aria-label="Loading reviews" />}
      {data && data.stores.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="sm">
            Last 30 days
          </Title>
          <ChartFigure
            label="Review requests and reviews reported per store"
            rows={data.stores}
            columns={[
              { label: 'Store', value: (s) => s.storeName },
              { label: 'Requests', value: (s) => s.requested },
              { label: 'Reviews', value: (s) => s.reviewsReported },
            ]}
          >
            <BarChart
              h={Math.max(160, data.stores.length * 44)}
              orientation="vertical"
              data={data.stores.map((s) => ({
                store: s.storeName,
                Requests: s.requested,
                Reviews: s.reviewsReported,
              }))}
              dataKey="store"
              series={[
                { name: 'Requests', color: 'blue.6' },
                { name: 'Reviews', color: 'teal.6' },
              ]}
              yAxisProps={{ width: 110 }}
              xAxisProps={{ allowDecimals: false }}
              gridAxis="x"
              withLegend
            />
          </ChartFigure>
        </Paper>
      )}
      {data?.stores.map((store) => (
        <StoreReviews key={store.storeId} store={store} />
      ))}
    </Stack>
  );
}
