import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/render.tsx';
import { WordsSearch } from './words-search.tsx';

const renderBox = (value: string, onSearch: (search: string) => void) =>
  render(
    <MantineProvider env="test">
      <WordsSearch label="Search programs" placeholder="Words" value={value} onSearch={onSearch} />
    </MantineProvider>,
  );

describe('WordsSearch', () => {
  beforeAll(stubMatchMedia);
  afterEach(cleanup);

  it('searches the trimmed words on Enter, not while typing', () => {
    const onSearch = vi.fn();
    renderBox('', onSearch);
    const box = screen.getByRole('textbox', { name: 'Search programs' });
    fireEvent.change(box, { target: { value: '  climate fund ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('climate fund');
  });

  it('clears the words, and searches again only when a search was in force', () => {
    const onSearch = vi.fn();
    const { rerender } = renderBox('', onSearch);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search programs' }), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search words' }));
    expect(onSearch).not.toHaveBeenCalled();
    rerender(
      <MantineProvider env="test">
        <WordsSearch label="Search programs" placeholder="Words" value="climate" onSearch={onSearch} />
      </MantineProvider>,
    );
    // A search set from outside (the address) shows in the box.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search programs' }).value).toBe('climate');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search words' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search programs' }).value).toBe('');
  });
});
