import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { postSegments } from '../../../ui/post-text.ts';
import classes from '../community.module.css';
import { communityPaths } from '../paths.ts';

type Props = { text: string; size?: 'sm' | 'md' };

/**
 * A post's or a comment's text as text: mentions link to the member, web addresses open in a new tab
 * (marked as the member's, not the platform's), line breaks stay. Nothing in it is ever read as markup.
 */
export function PostText({ text, size = 'md' }: Props) {
  if (!text) return null;
  return (
    <Text component="div" size={size} className={classes.text}>
      {postSegments(text).map((segment, index) => {
        const key = `${index}-${segment.kind}`;
        if (segment.kind === 'mention') {
          return (
            <Anchor
              key={key}
              component={Link}
              to={communityPaths.member(segment.uuid)}
              fw={600}
              underline="always"
              inherit
            >
              @{segment.name}
            </Anchor>
          );
        }
        if (segment.kind === 'link') {
          return (
            <Anchor
              key={key}
              href={segment.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              underline="always"
              inherit
            >
              {segment.text}
            </Anchor>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </Text>
  );
}
