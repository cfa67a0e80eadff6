import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maxClipSeconds, pitchLimits } from '@ventura/shared';
import { clockOf, type TopicValues } from './topic-form.ts';

type Props = { form: UseFormReturnType<TopicValues>; autoFocus?: boolean };

/** What the suggested length reads as, and how long a clip of it may run. */
const lengthDescription = (seconds: number | string) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? `${clockOf(seconds)} suggested; a clip may run to ${clockOf(maxClipSeconds(seconds))}`
    : `From ${pitchLimits.minTopicSeconds} to ${pitchLimits.maxTopicSeconds} seconds`;

/** A topic's title, prompt and suggested length, as the add form and the edit dialog ask for them. */
export function TopicFields({ form, autoFocus = false }: Props) {
  const seconds = form.getValues().seconds;
  return (
    <>
      <TextInput
        label="Title"
        withAsterisk
        maxLength={pitchLimits.titleLength}
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Prompt"
        description="What founders should talk about (optional)"
        autosize
        minRows={2}
        maxLength={pitchLimits.promptLength}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('prompt')}
      />
      <NumberInput
        label="Suggested length (seconds)"
        description={lengthDescription(seconds)}
        withAsterisk
        allowDecimal={false}
        allowNegative={false}
        min={pitchLimits.minTopicSeconds}
        max={pitchLimits.maxTopicSeconds}
        clampBehavior="none"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('seconds')}
      />
    </>
  );
}
