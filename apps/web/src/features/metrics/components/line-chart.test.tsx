import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { LineChart } from './line-chart.tsx';

const periods = ['2026-03', '2026-04', '2026-05', '2026-06'];
const series = [
  { key: 'acme', name: 'Acme Robotics', values: [1000, 1200, null, 1500], growth: [null, 20, null, null] },
  { key: 'beta', name: 'Beta Foods', values: [null, 40, 50, 60], growth: [null, null, 25, 20] },
];

describe('LineChart', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(cleanup);

  it('draws a line per series with a gap where a value is missing, and says what it shows', async () => {
    renderPage(<LineChart label="Revenue" unit="currency" periods={periods} series={series} />);
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Revenue, Mar 2026 to Jun 2026. Acme Robotics: from 1,000 in Mar 2026 to 1,500 in Jun 2026; Beta Foods: from 40 in Apr 2026 to 60 in Jun 2026.',
    );
    const acme = chart.querySelector('[data-series="acme"]');
    const beta = chart.querySelector('[data-series="beta"]');
    // Acme's May is missing: its line starts again after it.
    expect(acme?.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(beta?.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(1);
    expect(acme?.querySelectorAll('circle')).toHaveLength(3);
    expect(acme?.getAttribute('class')).not.toBe(beta?.getAttribute('class'));
    const titles = [...chart.querySelectorAll('circle > title')].map((title) => title.textContent);
    expect(titles).toContain('Acme Robotics, Apr 2026: 1,200 (+20%)');
    expect(titles).toContain('Beta Foods, Apr 2026: 40');
    // Axis: period labels and round, formatted ticks.
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Mar 2026', 'Jun 2026', '0', '1.5K']));
    expect(within(screen.getByRole('list', { name: 'Revenue: series' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the same data as a table on demand', async () => {
    renderPage(<LineChart label="Active users" unit="count" periods={periods} series={series.slice(0, 1)} />);
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(screen.queryByRole('table')).toBeNull();
    // One series: no legend, the summary names it.
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'Active users' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Period', 'Value', 'Growth'],
      ['Mar 2026', '1,000', '–'],
      ['Apr 2026', '1,200', '+20%'],
      ['May 2026', '–', '–'],
      ['Jun 2026', '1,500', '–'],
    ]);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });
});
