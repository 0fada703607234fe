/**
 * Leading a Sing together room from presentation mode: opening it for the hymns presented (a set
 * list, or the one hymn), sending each of the leader's moves (hymn, stanza, blank) as it is made,
 * the PIN that hands the lead to another phone, and ending it. Part of presentation mode's chunk.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { endTogetherRoom, moveTogetherRoom, offerTogetherPin, openTogetherRoom, useTogetherFollowers } from '../../api/together';
import { ApiRequestError } from '../../api/client';
import { forgetLead, keepLead, type TogetherLead } from '../../device/togetherLead';
import type { TogetherMove } from '../../model/togetherRoom';
import type { TogetherPanelStatus } from '../../components/TogetherPanel';

/** How long a move that did not reach the server waits before it is sent again. */
const MOVE_RETRY_MS = 2_000;

export interface LeadRoomArgs {
  /** The room this device leads here, if any. */
  lead: TogetherLead | undefined;
  /** The hymns presented, and which of them is shown; its stanza; whether the followers' screens are blank. */
  hymns: number[];
  position: number;
  stanza: number;
  blank: boolean;
  /** A room was opened (its code goes into the presentation's address), or this device leads it no more. */
  onOpened: (code: string) => void;
  onGone: () => void;
}

export interface LeadRoom {
  /** 'idle': no room. */
  status: TogetherPanelStatus | 'idle';
  followers: number | undefined;
  pin: string | undefined;
  moveNotSent: boolean;
  open: () => void;
  handOver: () => void;
  end: () => void;
}

const sameMove = (a: TogetherMove | undefined, b: TogetherMove) =>
  a !== undefined && a.position === b.position && a.stanza === b.stanza && Boolean(a.blank) === Boolean(b.blank);

export function useLeadRoom({ lead, hymns, position, stanza, blank, onOpened, onGone }: LeadRoomArgs): LeadRoom {
  const [status, setStatus] = useState<LeadRoom['status']>(lead ? 'open' : 'idle');
  const [pin, setPin] = useState<string | undefined>(undefined);
  const [moveNotSent, setMoveNotSent] = useState(false);
  const followers = useTogetherFollowers(status === 'open' ? lead?.code : undefined);
  // The newest move not sent yet, and whether one is on its way: moves go one at a time, the
  // newest wins (a leader tapping through three stanzas sends the third when the first is answered).
  const wanted = useRef<TogetherMove | undefined>(undefined);
  const sending = useRef(false);
  const live = useRef(true);
  const latestLead = useRef(lead);
  const callbacks = useRef({ onOpened, onGone });
  useLayoutEffect(() => {
    latestLead.current = lead;
    callbacks.current = { onOpened, onGone };
  });

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const gone = (code: string, next: 'handedOver' | 'ended') => {
    forgetLead(code);
    wanted.current = undefined;
    setStatus(next);
    callbacks.current.onGone();
  };

  const flush = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (live.current && wanted.current && latestLead.current) {
        const room = latestLead.current;
        const move = wanted.current;
        wanted.current = undefined;
        try {
          const state = await moveTogetherRoom(room.code, room.secret, move);
          keepLead({ ...room, at: { position: state.position, stanza: state.stanza, blank: state.blank } });
          setMoveNotSent(false);
        } catch (error) {
          const code = error instanceof ApiRequestError ? error.status : 0;
          // Another phone took the lead with the PIN; or the room ended (its time, or its end elsewhere).
          if (code === 403) gone(room.code, 'handedOver');
          else if (code === 404) gone(room.code, 'ended');
          else if (code !== 400) {
            // The network, a limit, the server: the newest move is sent again after a pause.
            wanted.current ??= move;
            setMoveNotSent(true);
            await new Promise((resolve) => setTimeout(resolve, MOVE_RETRY_MS));
          }
        }
      }
    } finally {
      sending.current = false;
    }
  };

  // Each move of the leader (and the first place of a room just opened, or of the list's next hymn).
  const code = lead?.code;
  useEffect(() => {
    const room = latestLead.current;
    if (!code || !room || status !== 'open') return;
    const move = { position, stanza, blank };
    if (sameMove(room.at, move) && !wanted.current) return;
    wanted.current = move;
    void flush();
    // flush reads the refs: only a move, or another room, sends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, status, position, stanza, blank]);

  return {
    status,
    followers,
    pin,
    moveNotSent,
    open: () => {
      setStatus('opening');
      openTogetherRoom({ hymns, position, stanza }).then(
        ({ state, leaderSecret }) => {
          keepLead({
            code: state.code,
            secret: leaderSecret,
            hymns: state.hymns,
            expiresAt: state.expiresAt,
            at: { position: state.position, stanza: state.stanza, blank: false },
          });
          callbacks.current.onOpened(state.code);
          setStatus('open');
        },
        () => setStatus('failed'),
      );
    },
    handOver: () => {
      if (!lead) return;
      offerTogetherPin(lead.code, lead.secret).then(
        (offered) => setPin(offered.pin),
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 403) gone(lead.code, 'handedOver');
          else if (error instanceof ApiRequestError && error.status === 404) gone(lead.code, 'ended');
        },
      );
    },
    end: () => {
      if (!lead) return;
      endTogetherRoom(lead.code, lead.secret).then(
        () => gone(lead.code, 'ended'),
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) gone(lead.code, 'ended');
          else if (error instanceof ApiRequestError && error.status === 403) gone(lead.code, 'handedOver');
          else setMoveNotSent(true);
        },
      );
    },
  };
}
