import { Avatar, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { contentItemsQuery } from '../api.ts';
import { ItemBody } from './item-body.tsx';

/**
 * What members say about the platform (the operators' testimonials): each quote with its title, and the
 * person with their photo. Nothing at all when there are none, or when they could not be loaded.
 */
export function Testimonials() {
  const testimonials = useQuery(contentItemsQuery('testimonials'));
  const headingId = useId();
  const items = testimonials.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        What members say
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((testimonial) => (
          <li key={testimonial.id}>
            <Paper component="figure" withBorder radius="lg" p="md" m={0} h="100%">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={6}>
                  {testimonial.title ? (
                    <Title order={3} size="h5">
                      {testimonial.title}
                    </Title>
                  ) : null}
                  <Box component="blockquote" m={0}>
                    <ItemBody html={testimonial.body} size="sm" />
                  </Box>
                </Stack>
                {testimonial.author ? (
                  <Group component="figcaption" gap="sm" wrap="nowrap">
                    {/* Decorative: the person's name is beside it (the initials too, when there is no photo). */}
                    <Avatar
                      src={testimonial.imageUrl}
                      name={testimonial.author}
                      color="initials"
                      alt=""
                      radius="xl"
                      aria-hidden
                    />
                    <Text size="sm" fw={600}>
                      {testimonial.author}
                    </Text>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
