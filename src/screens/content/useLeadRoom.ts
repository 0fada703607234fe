/**
 * Leading a Sing together room from presentation mode: opening it for the hymns presented (a set
 * list, or the one hymn), sending each of the leader's moves (hymn, stanza, blank) as it is made,
 * the PIN that hands the lead to another phone, and ending it. Part of presentation mode's chunk.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  endTogetherRoom,
  moveTogetherRoom,
  offerTogetherPin,
  openTogetherRoom,
  togetherRefusal,
  useTogetherFollowers,
} from '../../api/together';
import { ApiRequestError } from '../../api/client';
import { forgetLead, keepLead, leadOf, type TogetherLead } from '../../device/togetherLead';
import type { TogetherMove } from '../../model/togetherRoom';
import type { TogetherPanelStatus } from '../../components/TogetherPanel';

/** How long a move that did not reach the server waits before it is sent again. */
const MOVE_RETRY_MS = 2_000;

type Gone = 'handedOver' | 'ended';

/**
 * One queue of moves per room, for the page's life (not a component's): moving on to a list's
 * next hymn mounts presentation mode anew, and its first move must not overtake the last one of
 * the hymn before. Moves go one at a time, the newest winning (a leader tapping through three
 * stanzas sends the third when the first is answered); `last` is where the room will be once
 * they are sent, so a move there is none (a tap and its undo before the answer: both sent).
 */
interface RoomSender {
  wanted?: TogetherMove | undefined;
  sending: boolean;
  last?: TogetherMove | undefined;
  /** The presentation leading now: told when the room is gone, and whether a move is not through. */
  onGone?: ((gone: Gone) => void) | undefined;
  onNotSent?: ((notSent: boolean) => void) | undefined;
}
const senders = new Map<string, RoomSender>();

function senderOf(code: string): RoomSender {
  let sender = senders.get(code);
  if (!sender) {
    sender = { sending: false, last: leadOf(code)?.at };
    senders.set(code, sender);
  }
  return sender;
}

const sameMove = (a: TogetherMove | undefined, b: TogetherMove) =>
  a !== undefined && a.position === b.position && a.stanza === b.stanza && Boolean(a.blank) === Boolean(b.blank);

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : 0);

/** The room is led from here no more: forgotten, and the presentation told. */
function goneFrom(code: string, gone: Gone): void {
  const sender = senders.get(code);
  senders.delete(code);
  forgetLead(code);
  sender?.onGone?.(gone);
}

async function flush(code: string, sender: RoomSender): Promise<void> {
  if (sender.sending) return;
  sender.sending = true;
  try {
    while (sender.wanted) {
      const room = leadOf(code);
      if (!room) break;
      const move = sender.wanted;
      sender.wanted = undefined;
      try {
        const state = await moveTogetherRoom(code, room.secret, move);
        const now = leadOf(code);
        if (now) keepLead({ ...now, at: { position: state.position, stanza: state.stanza, blank: state.blank } });
        sender.onNotSent?.(false);
      } catch (error) {
        const status = statusOf(error);
        // Another phone took the lead with the PIN; or the room ended (its time, or its end elsewhere).
        if (status === 403 || status === 404) {
          goneFrom(code, status === 403 ? 'handedOver' : 'ended');
          return;
        }
        if (status !== 400) {
          // The network, a limit, the server: the newest move is sent again after a pause.
          sender.wanted ??= move;
          sender.onNotSent?.(true);
          await new Promise((resolve) => setTimeout(resolve, MOVE_RETRY_MS));
        }
      }
    }
  } finally {
    sender.sending = false;
  }
}

function queueMove(code: string, move: TogetherMove): void {
  const sender = senderOf(code);
  if (sameMove(sender.last, move)) return;
  sender.last = move;
  sender.wanted = move;
  void flush(code, sender);
}

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
  /** Why the room was not opened, when the server said (else the connection is blamed). */
  failure: string | undefined;
  followers: number | undefined;
  pin: string | undefined;
  moveNotSent: boolean;
  endFailed: boolean;
  open: () => void;
  handOver: () => void;
  end: () => void;
}

export function useLeadRoom({ lead, hymns, position, stanza, blank, onOpened, onGone }: LeadRoomArgs): LeadRoom {
  const [status, setStatus] = useState<LeadRoom['status']>(lead ? 'open' : 'idle');
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pin, setPin] = useState<string | undefined>(undefined);
  const [moveNotSent, setMoveNotSent] = useState(false);
  const [endFailed, setEndFailed] = useState(false);
  const followers = useTogetherFollowers(status === 'open' ? lead?.code : undefined);
  const live = useRef(true);
  const callbacks = useRef({ onOpened, onGone });
  useLayoutEffect(() => {
    callbacks.current = { onOpened, onGone };
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const leave = (gone: Gone) => {
    if (!live.current) return;
    setStatus(gone);
    setPin(undefined);
    setMoveNotSent(false);
    setEndFailed(false);
    callbacks.current.onGone();
  };

  // This presentation hears its room's outcomes (the one before it, on the list's previous hymn, no more).
  const code = lead?.code;
  useEffect(() => {
    if (!code) return undefined;
    const sender = senderOf(code);
    const onGoneHere = (gone: Gone) => leave(gone);
    const onNotSentHere = (notSent: boolean) => {
      if (live.current) setMoveNotSent(notSent);
    };
    sender.onGone = onGoneHere;
    sender.onNotSent = onNotSentHere;
    return () => {
      if (sender.onGone === onGoneHere) sender.onGone = undefined;
      if (sender.onNotSent === onNotSentHere) sender.onNotSent = undefined;
    };
  }, [code]);

  // Each move of the leader (and the first place of the list's next hymn).
  useEffect(() => {
    if (code && status === 'open') queueMove(code, { position, stanza, blank });
  }, [code, status, position, stanza, blank]);

  return {
    status,
    failure,
    followers,
    pin,
    moveNotSent,
    endFailed,
    open: () => {
      setStatus('opening');
      setFailure(undefined);
      setPin(undefined);
      setMoveNotSent(false);
      setEndFailed(false);
      openTogetherRoom({ hymns, position, stanza }).then(
        ({ state, leaderSecret }) => {
          const at = { position: state.position, stanza: state.stanza, blank: false };
          keepLead({ code: state.code, secret: leaderSecret, hymns: state.hymns, expiresAt: state.expiresAt, at });
          if (!live.current) return;
          callbacks.current.onOpened(state.code);
          setStatus('open');
        },
        (error: unknown) => {
          if (!live.current) return;
          // A refusal in the server's words (a hymn no longer on the site, too many rooms at once).
          const refused = statusOf(error);
          setFailure(refused >= 400 && refused < 500 ? togetherRefusal(error) : undefined);
          setStatus('failed');
        },
      );
    },
    handOver: () => {
      if (!lead) return;
      offerTogetherPin(lead.code, lead.secret).then(
        (offered) => {
          if (live.current) setPin(offered.pin);
        },
        (error: unknown) => {
          const refused = statusOf(error);
          if (refused === 403 || refused === 404) goneFrom(lead.code, refused === 403 ? 'handedOver' : 'ended');
        },
      );
    },
    end: () => {
      if (!lead) return;
      setEndFailed(false);
      endTogetherRoom(lead.code, lead.secret).then(
        () => goneFrom(lead.code, 'ended'),
        (error: unknown) => {
          const refused = statusOf(error);
          if (refused === 404) goneFrom(lead.code, 'ended');
          else if (refused === 403) goneFrom(lead.code, 'handedOver');
          else if (live.current) setEndFailed(true);
        },
      );
    },
  };
}
