import { FEEDBACK_TEXTS } from '../../model/feedbackTexts';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { feedbackFailureMessage, useCreateFeedback } from '../../api/feedback';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { Dialog } from '../../components/Dialog';
import { FeedbackForm, type FeedbackFormStatus, type FeedbackFormValues } from '../../components/FeedbackForm';
import { FEEDBACK_DEVICE_INFO_MAX_LENGTH, FEEDBACK_THANKS_VISIBLE_MS } from '../../model/constants';
import { CHROME_LABELS, MESSAGES, pageTitle } from '../../model/messages';
import { paths } from '../../model/paths';
import { HomeScreen } from '../home/HomeScreen';

/** react-router's key for the first page of a visit: there is no page of the site to go back to. */
const FIRST_ENTRY_KEY = 'default';

/**
 * Close = back one step in history (the spec's screens and routes), or home when the visitor came straight to
 * /feedback (back would leave the site). Once only: a second request (Escape pressed twice, the
 * close button during the thank-you) must not go back a second step.
 */
function useLeaveOverlay() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const leaving = useRef(false);
  return useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    if (key === FIRST_ENTRY_KEY) void navigate(paths.home, { replace: true });
    else void navigate(-1);
  }, [key, navigate]);
}

/**
 * `/feedback`: the home screen with the feedback form over it in a modal dialog. deviceInfo is the
 * browser's user-agent text (cut to the server's limit: an unusual browser must not be refused). After a success the form shows the thank-you with its fields cleared
 * for FEEDBACK_THANKS_VISIBLE_MS, then goes back as the close button does.
 */
export function FeedbackScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(CHROME_LABELS.feedback.en, siteName));
  const leave = useLeaveOverlay();
  const { mutate, status, error } = useCreateFeedback();

  const thanksTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(thanksTimer.current), []);

  const submit = (values: FeedbackFormValues) => {
    clearTimeout(thanksTimer.current);
    mutate(
      { ...values, deviceInfo: navigator.userAgent.slice(0, FEEDBACK_DEVICE_INFO_MAX_LENGTH) },
      {
        onSuccess: () => {
          thanksTimer.current = setTimeout(leave, FEEDBACK_THANKS_VISIBLE_MS);
        },
      },
    );
  };

  const formStatus: FeedbackFormStatus =
    status === 'pending' ? 'submitting' : status === 'success' ? 'success' : status === 'error' ? 'error' : 'idle';
  const message = status === 'success' ? MESSAGES.feedbackThanks : status === 'error' ? feedbackFailureMessage(error) : undefined;

  return (
    <>
      <HomeScreen />
      <Dialog
        title={CHROME_LABELS.feedback.en}
        subtitle={CHROME_LABELS.feedback.hi}
        subtitleLang="hi"
        closeLabel={FEEDBACK_TEXTS.close}
        onClose={leave}
      >
        <FeedbackForm onSubmit={submit} status={formStatus} message={message} />
      </Dialog>
    </>
  );
}
