import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { milestoneCategories, milestoneCategoryLabels, milestoneLimits } from '@ventura/shared';

const categoryOptions = milestoneCategories.map((value) => ({ value, label: milestoneCategoryLabels[value] }));

/** The title and category a milestone and a template both start with. */
export function TitleAndCategory<T extends { title: string; category: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  return (
    <>
      <TextInput label="Title" withAsterisk maxLength={milestoneLimits.titleLength} {...form.getInputProps('title')} />
      <Select
        label="Category"
        placeholder="Choose a category"
        data={categoryOptions}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('category')}
      />
    </>
  );
}
