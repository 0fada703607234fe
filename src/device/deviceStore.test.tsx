import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceStore } from './deviceStore';
import { HydratedFlag } from './useHydrated';

const KEY = 'bs-test-size';
const readSize = (kept: unknown) => ({ size: typeof kept === 'object' && kept && 'size' in kept ? Number(kept.size) : 1 });

afterEach(() => localStorage.clear());

describe('deviceStore', () => {
  it('gives back the very initial value when the device keeps the same, so nothing renders again for it', () => {
    const initial = { size: 1 };
    localStorage.setItem(KEY, JSON.stringify({ size: 1 }));
    expect(deviceStore(KEY, readSize, initial).get()).toBe(initial);
    localStorage.setItem(KEY, JSON.stringify({ size: 3 }));
    expect(deviceStore(KEY, readSize, initial).get()).toEqual({ size: 3 });
  });

  it("shows the server's value while the page is taken over, then the device's", async () => {
    localStorage.setItem(KEY, JSON.stringify({ size: 3 }));
    const store = deviceStore(KEY, readSize, { size: 1 });
    function Size() {
      return <p>size {store.useValue().size}</p>;
    }
    const seen: string[] = [];
    function Watch() {
      seen.push(`size ${store.useValue().size}`);
      return null;
    }
    await act(async () => {
      render(
        <HydratedFlag fromServer>
          <Size />
          <Watch />
        </HydratedFlag>,
      );
    });
    expect(seen[0]).toBe('size 1');
    expect(screen.getByText('size 3')).toBeInTheDocument();
  });
});
