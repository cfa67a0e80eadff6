import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { jobFixture, pageOf } from '../jobs-fixture.ts';
import { calledUrls, LocationProbe, lookups, ok } from '../jobs-test-kit.tsx';
import { SearchJobsPage } from './search-page.tsx';

const search = 'GET /api/v1/search/jobs';

const open = (answers: Record<string, Answer>, path = '/search/jobs', tenant = tenantFixture()) => {
  const fetch = serve({ ...lookups, ...answers });
  renderPage(
    <>
      <SearchJobsPage />
      <LocationProbe />
    </>,
    { path, tenant },
  );
  return fetch;
};

const searches = (fetch: ReturnType<typeof serve>) =>
  calledUrls(fetch).filter((url) => url.startsWith('/api/v1/search/jobs'));
const location = () => screen.getByTestId('location').textContent;

describe('SearchJobsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks the server for the search the address holds, and shows the jobs as cards', async () => {
    const fetch = open(
      { [search]: ok(pageOf([jobFixture()])) },
      '/search/jobs?workMode=remote,hybrid&skills=react&sort=deadline&page=2',
    );
    expect(await screen.findByRole('link', { name: 'Frontend engineer' })).toBeTruthy();
    expect(searches(fetch)).toEqual([
      '/api/v1/search/jobs?workMode=remote%2Chybrid&skills=react&sort=deadline&pageNumber=2&limit=20',
    ]);
    expect(screen.getByText('Solar Sprout')).toBeTruthy();
    expect(screen.getByText('₹1,200,000 – ₹1,800,000 a year')).toBeTruthy();
    expect(screen.getByText('Pune, India · Hybrid')).toBeTruthy();
    expect(screen.getByText('React')).toBeTruthy();
    expect(screen.getByText('1 job')).toBeTruthy();
  });

  it('says "about" when the server estimated the number of jobs', async () => {
    open({ [search]: ok({ ...pageOf([jobFixture()], 31_250), totalIsEstimate: true }) });
    expect(await screen.findByText('About 31,250 jobs')).toBeTruthy();
  });

  it('puts a new search in the address, on its first page, and asks again', async () => {
    const fetch = open({ [search]: ok(pageOf([jobFixture()])) }, '/search/jobs?workMode=remote&page=3');
    await screen.findByRole('link', { name: 'Frontend engineer' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search jobs' }), { target: { value: ' designer ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/search/jobs?search=designer&workMode=remote'));
    await waitFor(() =>
      expect(searches(fetch)).toContain(
        '/api/v1/search/jobs?search=designer&workMode=remote&sort=newest&pageNumber=1&limit=20',
      ),
    );
  });

  it('applies a city when the field is left, and a salary on Enter', async () => {
    open({ [search]: ok(pageOf([jobFixture()])) });
    await screen.findByRole('link', { name: 'Frontend engineer' });
    const [city] = screen.getAllByRole('textbox', { name: 'City' });
    if (!city) throw new Error('no city field');
    fireEvent.change(city, { target: { value: 'Pune' } });
    fireEvent.blur(city);
    await waitFor(() => expect(location()).toBe('/search/jobs?city=Pune'));
    const [salary] = screen.getAllByRole('textbox', { name: 'Salary from' });
    if (!salary) throw new Error('no salary field');
    fireEvent.change(salary, { target: { value: '50000' } });
    fireEvent.keyDown(salary, { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/search/jobs?city=Pune&salaryFrom=50000'));
  });

  it('says when nothing matches, and clears the filters', async () => {
    open({ [search]: ok(pageOf([])) }, '/search/jobs?employmentType=part_time&sort=deadline');
    expect(await screen.findByRole('heading', { name: 'No jobs match this search' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/search/jobs?sort=deadline'));
  });

  it('says when there are no jobs at all', async () => {
    open({ [search]: ok(pageOf([])) });
    expect(await screen.findByRole('heading', { name: 'No open jobs yet' })).toBeTruthy();
  });

  it('says Error while fetching jobs when the search fails', async () => {
    open({ [search]: { status: 500, body: { message: '', errors: [] } } });
    // A server fault is asked once more before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Error while fetching jobs');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a tenant without jobs to the 404 page', async () => {
    const tenant = tenantFixture();
    open({}, '/search/jobs', { ...tenant, features: { ...tenant.features, jobs: false } });
    await waitFor(() => expect(location()).toBe('/errors/404'));
  });
});
