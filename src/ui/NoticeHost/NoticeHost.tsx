// Loaded on demand (see notify.ts). Shows notices with react-toastify inside the shell's
// persistent role="status" region, so screen readers announce them.
import { useEffect } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify/unstyled';
import { useUi } from '../../data/context';
import { connectHost, NOTICE_MS } from '../notify';
import * as s from './NoticeHost.css';

const fade = cssTransition({ enter: s.enter, exit: s.exit, collapse: false });

export default function NoticeHost() {
  const ui = useUi();
  useEffect(() =>
    connectHost((n) => {
      toast(
        <div>
          <p className={s.title}>{n.title}</p>
          {n.description && <p className={s.description}>{n.description}</p>}
        </div>,
        // The surrounding status region announces the notice; the toast itself adds no second live region.
        { role: 'presentation' },
      );
    }), []);
  return (
    <ToastContainer position="bottom-right" autoClose={NOTICE_MS} transition={fade} closeButton
      hideProgressBar={false} pauseOnFocusLoss={false} newestOnTop aria-label={ui.page.notices} />
  );
}
