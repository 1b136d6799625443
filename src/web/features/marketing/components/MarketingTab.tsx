import { Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { SEGMENT_INFO } from '../../../../shared/marketing';
import { SectionTabs, useSection } from '../../../components/SectionTabs';
import touch from '../../../components/touch.module.css';
import type { AudienceChoice } from '../api';

const AudiencesSection = lazy(() => import('./AudiencesSection'));
const CampaignsSection = lazy(() => import('./CampaignsSection'));
const ReviewsSection = lazy(() => import('./ReviewsSection'));
const ConsentLookupSection = lazy(() => import('./ConsentLookupSection'));

const SECTIONS = [
  { id: 'audiences', label: 'Audiences' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'consent', label: 'Consent records' },
] as const;

/**
 * The marketing hub (admin, ceo, super_admin): who the chain can talk to, what it sent them and
 * how it went, and the review requests after pickups. The open section lives in the URL.
 */
export default function MarketingTab() {
  const [active, select] = useSection('marketing', SECTIONS);
  // The audience looked at last is the one a new campaign starts from.
  const [audience, setAudience] = useState<AudienceChoice>({
    kind: 'recent_repairs',
    value: SEGMENT_INFO.recent_repairs.default,
    storeIds: [],
  });
  const [composing, setComposing] = useState(false);
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
      <SectionTabs
        sections={SECTIONS}
        active={active}
        onChange={select}
        panels={{
          audiences: (
            <AudiencesSection
              audience={audience}
              onChange={setAudience}
              onStartCampaign={startCampaign}
            />
          ),
          campaigns: (
            <CampaignsSection audience={audience} composing={composing} onCompose={setComposing} />
          ),
          reviews: <ReviewsSection />,
          consent: <ConsentLookupSection />,
        }}
      />
    </Stack>
  );
}
