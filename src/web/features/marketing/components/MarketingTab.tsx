import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEGMENT_INFO } from '../../../../shared/marketing';
import touch from '../../../components/touch.module.css';
import type { AudienceChoice } from '../api';

const AudiencesSection = lazy(() => import('./AudiencesSection'));
const CampaignsSection = lazy(() => import('./CampaignsSection'));
const ReviewsSection = lazy(() => import('./ReviewsSection'));

const SECTIONS = [
  { id: 'audiences', label: 'Audiences' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'reviews', label: 'Reviews' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

const fallback = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

/**
 * The marketing hub (admin, ceo, super_admin): who the chain can talk to, what it sent them and
 * how it went, and the review requests after pickups. The open section lives in the URL.
 */
export default function MarketingTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const active: SectionId = SECTIONS.find((s) => s.id === requested)?.id ?? 'audiences';
  // The audience looked at last is the one a new campaign starts from.
  const [audience, setAudience] = useState<AudienceChoice>({
    kind: 'recent_repairs',
    value: SEGMENT_INFO.recent_repairs.default,
    storeIds: [],
  });
  const [composing, setComposing] = useState(false);
  const select = (id: string | null) => {
    if (!id) return;
    setParams(id === 'audiences' ? { tab: 'marketing' } : { tab: 'marketing', section: id }, {
      replace: true,
    });
  };
  const startCampaign = () => {
    setComposing(true);
    select('campaigns');
  };

  return (
    <Stack gap="lg" className={touch.touch}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Marketing Hub
        </Title>
        <Text c="dimmed">
          Your customers, found in what the stores recorded; campaigns by e-mail or SMS; and the
          reviews that follow a pickup.
        </Text>
      </Stack>
      <Tabs value={active} onChange={select} keepMounted={false} variant="outline" radius="md">
        <Tabs.List grow>
          {SECTIONS.map((section) => (
            <Tabs.Tab key={section.id} value={section.id} fz="md" py="sm">
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Suspense fallback={fallback}>
          <Tabs.Panel value="audiences" pt="md">
            <AudiencesSection
              audience={audience}
              onChange={setAudience}
              onStartCampaign={startCampaign}
            />
          </Tabs.Panel>
          <Tabs.Panel value="campaigns" pt="md">
            <CampaignsSection audience={audience} composing={composing} onCompose={setComposing} />
          </Tabs.Panel>
          <Tabs.Panel value="reviews" pt="md">
            <ReviewsSection />
          </Tabs.Panel>
        </Suspense>
      </Tabs>
    </Stack>
  );
}
