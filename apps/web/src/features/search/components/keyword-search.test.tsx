import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { KeywordSearch } from './keyword-search.tsx';

const open = async (value = '') => {
  const onSearch = vi.fn();
  renderPage(<KeywordSearch type="startup" plural="startups" value={value} onSearch={onSearch} />);
  const box = await screen.findByRole('combobox', { name: 'Search startups' });
  const enter = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.submit(box);
  };
  return { onSearch, enter };
};

describe('KeywordSearch', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('searches nothing on Enter under three characters, and says why (spec 5)', async () => {
    serve({});
    const { onSearch, enter } = await open();
    enter('ab');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeTruthy();
    enter(' a ');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches three characters or more, and an emptied box shows everyone again', async () => {
    serve({});
    const { onSearch, enter } = await open('solar');
    enter('  sol ');
    expect(onSearch).toHaveBeenLastCalledWith('sol');
    expect(screen.queryByText('Type at least 3 characters to search.')).toBeNull();
    enter('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
