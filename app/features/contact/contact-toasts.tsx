import { ToastContainer, toast } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";

/**
 * The contact page's toasts, in their own chunk: react-toastify (about 5 KB gzip with its CSS) loads with the
 * validator on the form's first focus instead of with the page (JavaScript budget). A toast raised before the
 * container has mounted waits in react-toastify's queue and shows once it does.
 */

/** Product rules §9: toasts top-right, 3000 ms on this page, Alt+T focuses them, drag 80 % to dismiss. */
export const toastAutoClose = 3000;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};

export function ContactToasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastAutoClose}
      draggablePercent={80}
      hotKeys={(e) => e.altKey && e.code === "KeyT"}
    />
  );
}
