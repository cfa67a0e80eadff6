import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ArticleSummary } from '@ventura/shared';
import { Link } from 'react-router';
import { formatDay, formatMoment } from '../format.ts';
import { articlePath } from '../paths.ts';

/** An item in its kind's list: cover, title (the link to it), summary and date; a webinar's own date too. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <Card component="article" withBorder radius="lg" padding="md" h="100%">
      {article.coverUrl ? (
        <Card.Section mb="sm">
          {/* Decorative: the title beside it says what the item is. */}
          <Image src={article.coverUrl} alt="" h={160} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap={6}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={articlePath(article.kind, article.slug)} inherit>
            {article.title}
          </Anchor>
        </Title>
        {article.kind === 'webinars' && (article.startsAt || article.recordingUrl) ? (
          <Group gap="xs">
            {article.startsAt ? (
              <Text size="sm" fw={600}>
                <time dateTime={article.startsAt}>{formatMoment(article.startsAt)}</time>
              </Text>
            ) : null}
            {article.recordingUrl ? (
              <Badge component="span" color="green.9" variant="filled">
                Recording available
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {article.summary ? (
          <Text size="sm" lineClamp={4}>
            {article.summary}
          </Text>
        ) : null}
        {article.publishAt ? (
          <Text size="xs" c="dimmed">
            Published <time dateTime={article.publishAt}>{formatDay(article.publishAt)}</time>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
