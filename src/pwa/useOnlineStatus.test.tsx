import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStubbedOnline, stubOnlineStatus } from './onlineStatusStub';
import { useOnlineStatus } from './useOnlineStatus';

function Connection() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('useOnlineStatus', () => {
  it('starts from what the browser says: offline for a page opened with no connection', () => {
    restore = stubOnlineStatus(false);
    render(<Connection />);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('follows the browser’s offline and online events', () => {
    restore = stubOnlineStatus(true);
    render(<Connection />);
    expect(screen.getByText('online')).toBeInTheDocument();

    act(() => setStubbedOnline(false));
    expect(screen.getByText('offline')).toBeInTheDocument();

    act(() => setStubbedOnline(true));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('stops listening when the page is gone', () => {
    restore = stubOnlineStatus(true);
    const { unmount } = render(<Connection />);
    unmount();
    // No update of an unmounted component (React would warn), no error.
    expect(() => setStubbedOnline(false)).not.toThrow();
  });
});
