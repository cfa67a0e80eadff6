import { Anchor, Badge, Image, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { contentItemsQuery } from '../api.ts';
import { external, ItemBody } from './item-body.tsx';

/**
 * One ad, marked Sponsored: the first in the operators' order, with its image, headline, text and link.
 * Nothing at all when there is none, or when the ads could not be loaded.
 */
export function SponsoredCard() {
  const ads = useQuery(contentItemsQuery('ads'));
  const headingId = useId();
  const ad = ads.data?.[0];
  if (!ad) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        {/* The default look, bordered: a filled dark badge vanished into the card in the dark theme. */}
        <Badge component="span" variant="default">
          Sponsored
        </Badge>
        {ad.imageUrl ? (
          // Decorative: the headline says what the ad is for.
          <Image src={ad.imageUrl} alt="" radius="md" h={140} fit="cover" loading="lazy" />
        ) : null}
        <Title order={2} size="h5" id={headingId}>
          {ad.title}
        </Title>
        <ItemBody html={ad.body} size="sm" />
        {ad.linkUrl ? (
          <Anchor href={ad.linkUrl} {...external} fw={600} size="sm" aria-label={`Learn more about ${ad.title}`}>
            Learn more
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
