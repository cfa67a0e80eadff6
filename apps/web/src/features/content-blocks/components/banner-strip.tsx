import { ActionIcon, Anchor, CloseButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { contentItemsQuery } from '../api.ts';
import { external, ItemBody } from './item-body.tsx';

/** The banners hidden in this tab: they stay hidden until the browser session ends. */
const hiddenKey = 'ventura.hidden-banners';

const readHidden = (): ReadonlySet<number> => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(hiddenKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    // Storage refused (a private window's quota) or spoiled by hand: nothing is hidden.
    return new Set();
  }
};

const storeHidden = (ids: ReadonlySet<number>) => {
  try {
    sessionStorage.setItem(hiddenKey, JSON.stringify([...ids]));
  } catch {
    // Not kept: the banners show again on the next visit, which does no harm.
  }
};

/**
 * The operators' banners at the top of the dashboard, one at a time with Previous and Next when there are
 * several: image, headline, text and "Learn more". Hiding them lasts for the browser session; a banner
 * published later still shows. Nothing at all when there are none, or when they could not be loaded.
 */
export function BannerStrip() {
  const banners = useQuery(contentItemsQuery('banners'));
  const [hidden, setHidden] = useState(readHidden);
  const [position, setPosition] = useState(0);
  const headingId = useId();
  const shown = (banners.data ?? []).filter((banner) => !hidden.has(banner.id));
  const banner = shown[Math.min(position, shown.length - 1)];
  if (!banner) return null;
  const index = shown.indexOf(banner);
  const several = shown.length > 1;

  const hide = () => {
    const next = new Set([...hidden, ...shown.map((each) => each.id)]);
    storeHidden(next);
    setHidden(next);
  };

  return (
    <Paper
      component="section"
      aria-roledescription="carousel"
      aria-label="Announcements"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      pos="relative"
    >
      <CloseButton aria-label="Hide announcements for this session" onClick={hide} pos="absolute" top={8} right={8} />
      {/* Polite: Previous and Next change the slide, and a screen reader hears the new one. */}
      <Group
        role="group"
        aria-roledescription="slide"
        aria-labelledby={headingId}
        aria-live="polite"
        gap="lg"
        wrap="wrap"
        align="center"
        pr="xl"
      >
        {banner.imageUrl ? (
          // Decorative: the headline beside it says what the banner is about.
          <Image src={banner.imageUrl} alt="" radius="md" w={{ base: '100%', sm: 220 }} h={140} fit="cover" />
        ) : null}
        <Stack gap={6} style={{ flex: '1 1 16rem' }} miw={0}>
          <Title order={2} size="h4" id={headingId}>
            {banner.title}
          </Title>
          <ItemBody html={banner.body} size="sm" />
          {banner.linkUrl ? (
            <Anchor
              href={banner.linkUrl}
              {...external}
              fw={600}
              size="sm"
              aria-label={`Learn more about ${banner.title}`}
            >
              Learn more
            </Anchor>
          ) : null}
        </Stack>
      </Group>
      {several ? (
        <Group justify="flex-end" gap="xs" mt="sm">
          <ActionIcon
            variant="default"
            aria-label="Previous announcement"
            onClick={() => setPosition((index - 1 + shown.length) % shown.length)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" c="dimmed">
            {index + 1} of {shown.length}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next announcement"
            onClick={() => setPosition((index + 1) % shown.length)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Paper>
  );
}
