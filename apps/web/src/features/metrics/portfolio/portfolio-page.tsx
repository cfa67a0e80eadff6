import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { MetricsFrame } from '../admin/metrics-frame.tsx';
import { consoleMetricsPaths } from '../admin/paths.ts';
import { PortfolioView } from './portfolio-view.tsx';

/**
 * The portfolio's growth metrics, in the console (operators at /admin/growth-metrics, a partner at
 * /admin/portfolio-metrics): totals and medians per period of the metrics chosen, who has not reported,
 * and the CSV of the values. Operators see every approved startup, a partner those that came through it.
 */
export function PortfolioMetricsPage() {
  const operator = useSessionUser()?.role === 'operator';
  return (
    <MetricsFrame
      title="Growth metrics"
      description={
        operator
          ? 'What the approved startups submitted, added up per period, and who has not reported yet.'
          : 'What the startups that came through you submitted, added up per period, and who has not reported yet.'
      }
      actions={
        operator ? (
          <Button
            component={Link}
            to={consoleMetricsPaths.types}
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            Metric types
          </Button>
        ) : null
      }
    >
      <PortfolioView />
    </MetricsFrame>
  );
}
