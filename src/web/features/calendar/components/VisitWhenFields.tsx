import { SimpleGrid, TextInput } from '@mantine/core';
import type { Path, UseFormReturn } from 'react-hook-form';

type When = { date: string; time: string };

/** The visit's date and time: the same two inputs when booking and when rescheduling. */
export function VisitWhenFields<T extends When, C, O>({ form }: { form: UseFormReturn<T, C, O> }) {
  const field = (name: keyof When) => {
    const path = name as Path<T>;
    return {
      error: form.getFieldState(path, form.formState).error?.message,
      ...form.register(path),
    };
  };
  return (
    <SimpleGrid cols={2}>
      <TextInput size="md" label="Date" type="date" required {...field('date')} />
      <TextInput size="md" label="Time" type="time" required {...field('time')} />
    </SimpleGrid>
  );
}
