import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTenant } from '../core/tenant.ts';
import classes from './brand-card.module.css';

type Props = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode; width?: number };

/** The tenant-branded card that sign-in, sign-up and other one-task pages sit in: logo, name, heading, content. */
export function BrandCard({ title, intro, children, footer, width = 440 }: Props) {
  const tenant = useTenant();
  const headingId = useId();
  return (
    <Center py={{ base: 0, sm: 'xl' }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'md', xs: 'lg', sm: 'xl' }}
        w="100%"
        maw={width}
        className={classes.card}
      >
        <Stack gap="lg">
          <Stack align="center" gap={6} ta="center">
            <Image src={tenant.branding.logo} alt={`${tenant.name} logo`} h={64} w="auto" fit="contain" />
            <Text fw={600}>{tenant.name}</Text>
            <Title order={1} id={headingId} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {intro ? (
              <Text c="dimmed" size="sm">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
          {footer ? (
            <Stack gap={6} align="center" ta="center">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
