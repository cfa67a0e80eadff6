import { Anchor, Group, Image, Skeleton, Stack, Text, Title, Typography, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Article, type ArticleKind, articleKindLabels } from '@ventura/shared';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { articleQuery } from '../api.ts';
import { KindBlock } from '../components/kind-blocks.tsx';
import { formatDay } from '../format.ts';
import { articleListPaths } from '../paths.ts';

function ArticleView({ article }: { article: Article }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{article.title}</Title>
        {article.publishAt ? (
          <Text size="sm" c="dimmed">
            Published <time dateTime={article.publishAt}>{formatDay(article.publishAt)}</time>
          </Text>
        ) : null}
      </Stack>
      {article.coverUrl ? (
        // Decorative: the title says what the item is.
        <Image src={article.coverUrl} alt="" radius="lg" mah={420} fit="cover" />
      ) : null}
      <KindBlock article={article} />
      {/* The server sanitises the body to an allow-list of tags and attributes on write and again on every
          read (articles contract), so it is rendered as the HTML it is. */}
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (see above). */}
        <div dangerouslySetInnerHTML={{ __html: article.body }} />
      </Typography>
    </Stack>
  );
}

function ArticleAnswer({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const article = useQuery(articleQuery(kind, slug));
  const tenant = useTenant();
  useDocumentTitle(`${article.data?.title ?? articleKindLabels[kind].one} | ${tenant.name}`);
  if (article.isPending) {
    return (
      <Stack gap="lg" role="status">
        <VisuallyHidden>Loading the page</VisuallyHidden>
        <Skeleton h={40} radius="md" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404) {
      return (
        <Stack gap="sm">
          <Title order={1}>Not found</Title>
          <Text>This page does not exist, or it is not shared with you.</Text>
        </Stack>
      );
    }
    return (
      <LoadError
        title="This page could not be loaded"
        error={article.error}
        fallback="Please try again."
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  }
  return <ArticleView article={article.data} />;
}

/** An item's page (/news/{slug}, /webinars/{slug}…; unguarded, spec 2): its text and what its kind adds. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const slug = useParams().slug ?? '';
  const { many } = articleKindLabels[kind];
  return (
    <Stack gap="lg" w="100%" maw={860}>
      <Group>
        <Anchor component={Link} to={articleListPaths[kind]} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            <span>Back to {many}</span>
          </Group>
        </Anchor>
      </Group>
      <ArticleAnswer key={slug} kind={kind} slug={slug} />
    </Stack>
  );
}
