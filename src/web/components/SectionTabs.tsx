import { Center, Loader, Tabs } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export type Section = { id: string; label: string };

/**
 * The open section of a main tab, kept in the URL (?tab=admin&section=stores) so a reload or a
 * shared link opens the same one; the first section is the tab's default and leaves no trace.
 */
export function useSection<S extends readonly Section[]>(tab: string, sections: S) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const first = sections[0]!.id as S[number]['id'];
  const active: S[number]['id'] = sections.find((s) => s.id === requested)?.id ?? first;
  const select = (id: string | null) => {
    if (!id) return;
    setParams(id === first ? { tab } : { tab, section: id }, { replace: true });
  };
  return [active, select] as const;
}

const fallback = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

type Props = {
  sections: readonly Section[];
  active: string;
  onChange: (id: string | null) => void;
  /** Each section's content, by id; they load lazily, one at a time, so a phone is not a mile of cards. */
  panels: Record<string, ReactNode>;
};

export function SectionTabs({ sections, active, onChange, panels }: Props) {
  return (
    <Tabs value={active} onChange={onChange} keepMounted={false} variant="outline" radius="md">
      <Tabs.List grow>
        {sections.map((section) => (
          <Tabs.Tab key={section.id} value={section.id} fz="md" py="sm">
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Suspense fallback={fallback}>
        {sections.map((section) => (
          <Tabs.Panel key={section.id} value={section.id} pt="md">
            {panels[section.id]}
          </Tabs.Panel>
        ))}
      </Suspense>
    </Tabs>
  );
}
