import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

type TListTabsProps<TValue extends string> = {
  /** Without tabs (one way only for this viewer): just the list. */
  shown: boolean;
  value: TValue;
  tabs: { value: TValue; label: string }[];
  onChange: (value: string | null) => void;
  children: ReactNode;
};

/** Tabs over one list, each a way of reading it (as a student or a teacher, open or own): one panel, the chosen tab's. */
export function ListTabs<TValue extends string>({ shown, value, tabs, onChange, children }: TListTabsProps<TValue>) {
  if (!shown) return children;
  return (
    <Tabs value={value} onChange={onChange}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
