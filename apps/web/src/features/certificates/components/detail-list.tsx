import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export type Detail = { term: string; value: ReactNode };

/** Facts as a description list: each term above its value on a phone, beside it on wider screens. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={classes.list}>
      {details.map(({ term, value }) => (
        <div key={term} className={classes.row}>
          <Text component="dt" c="dimmed" size="sm" fw={600}>
            {term}
          </Text>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
