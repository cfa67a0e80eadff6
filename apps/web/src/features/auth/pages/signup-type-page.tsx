import { Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconBulb,
  IconCoin,
  IconHeartHandshake,
  IconRocket,
  IconSchool,
  IconTool,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type AccountType, accountTypeLabels } from '@ventura/shared';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import classes from '../components/account-type-choice.module.css';
import { SignInInstead } from '../components/sign-in-instead.tsx';
import { signupBlurbs, signupTypesOf } from '../signup-types.ts';

const icons: Record<AccountType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  startup: IconRocket,
  investor: IconCoin,
  corporate: IconBuildingSkyscraper,
  mentor: IconSchool,
  service_provider: IconTool,
  partner: IconHeartHandshake,
  program_office: IconUsersGroup,
  individual: IconUser,
  job_seeker: IconBriefcase,
  other: IconBulb,
};

/** Sign-up, first step: which kind of account (only the types this tenant enables). */
export function SignupTypePage() {
  const tenant = useTenant();
  const { search } = useLocation();
  useDocumentTitle(`Create an account | ${tenant.name}`);
  const types = signupTypesOf(tenant);
  return (
    <BrandCard
      title="Create an account"
      intro={`Join ${tenant.name}. Which of these describes you best?`}
      width={640}
      footer={<SignInInstead />}
    >
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {types.map((type) => {
          const Icon = icons[type];
          return (
            <li key={type}>
              <UnstyledButton
                component={Link}
                to={`${paths.signupAs(type)}${search}`}
                className={classes.choice}
                aria-describedby={`signup-blurb-${type}`}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{accountTypeLabels[type]}</Text>
                    <Text size="sm" c="dimmed" id={`signup-blurb-${type}`}>
                      {signupBlurbs[type]}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </BrandCard>
  );
}
