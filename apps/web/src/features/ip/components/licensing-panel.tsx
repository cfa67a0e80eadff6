import { Alert, Badge, Button, Group, MultiSelect, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IpLicensingChange, type IpRequest, ipLimits } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { industriesQuery, useLicensing } from '../api.ts';
import { ipPaths } from '../paths.ts';

type Fields = 'summary' | 'industries';
const fieldOf = (path: string): Fields | undefined =>
  path === 'summary' || path.startsWith('industries')
    ? path.startsWith('industries')
      ? 'industries'
      : 'summary'
    : undefined;

function LicensingForm({ request }: { request: IpRequest }) {
  const save = useLicensing(request.uuid);
  const industries = useQuery(industriesQuery());
  const [published, setPublished] = useState(request.publishedForLicensing);
  const [summary, setSummary] = useState(request.licensingSummary);
  const [codes, setCodes] = useState(request.industries.map((industry) => industry.code));
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = { published, summary, industries: codes };
    const problems = schemaFieldErrors(IpLicensingChange, body, fieldOf);
    setErrors(problems);
    if (hasErrors(problems)) return;
    save.mutate(body, {
      onSuccess: (saved) =>
        notify.success(
          saved.publishedForLicensing ? 'It is offered for licensing in the IP marketplace.' : 'It is not offered now.',
        ),
      onError: (error) => {
        const onFields = serverFieldErrors(error, fieldOf);
        if (hasErrors(onFields)) setErrors(onFields);
        else setFailure(errorText(error, 'The licensing offer could not be saved'));
      },
    });
  };

  return (
    <form
      aria-label="Licensing"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Switch
          label="Offer it for licensing in the IP marketplace"
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
        />
        <Textarea
          label="What is on offer"
          description="Shown on its card: the terms, regions or uses you would license it for. Never the description or documents."
          autosize
          minRows={2}
          maxLength={ipLimits.summaryLength}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          error={errors.summary}
        />
        <MultiSelect
          label="Industries"
          placeholder={industries.isPending ? 'Loading…' : 'Choose up to 10'}
          data={(industries.data ?? []).map((term) => ({ value: term.code, label: term.name }))}
          value={codes}
          onChange={setCodes}
          maxValues={ipLimits.industries}
          searchable
          error={errors.industries}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save licensing
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Licensing: the owner of filed or granted IP offers it in /search/ips with a summary and industries, or
 * takes it back; others see what is on offer.
 */
export function LicensingPanel({ request }: { request: IpRequest }) {
  const titleId = useId();
  if (!request.can.license && !request.publishedForLicensing) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            Licensing
          </Title>
          {request.publishedForLicensing ? (
            <Badge component="span" color="green.9" variant="filled">
              In the marketplace
            </Badge>
          ) : null}
        </Group>
        {request.can.license ? (
          <LicensingForm request={request} />
        ) : (
          <Stack gap={4}>
            <Text size="sm">{request.licensingSummary}</Text>
            <Text size="sm" c="dimmed">
              {request.industries.map((industry) => industry.name).join(', ')} · listed in {ipPaths.marketplace}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
