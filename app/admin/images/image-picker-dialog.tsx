import { forwardRef, memo, useImperativeHandle, useRef, useState } from "react";
import { adminText } from "~/content/admin/shell";
import type { PickedImage } from "../articles/editor/rich-text-editor";
import { buttonClass } from "../shell/button-class";
import { type ChosenImage, ImageSearch } from "./image-search";

export interface ImagePickerHandle {
  /** Opens the search; resolves with the stored picture, or undefined when closed without one. */
  choose: () => Promise<ChosenImage | undefined>;
  /** The same, as the editor inserts a picture into the text. */
  pick: () => Promise<PickedImage | undefined>;
}

/** The stock-image search in a modal dialog, for the article's picture and for pictures in its text. */
const PickerDialog = forwardRef<ImagePickerHandle, { configured: boolean }>(function ImagePickerDialog({ configured }, ref) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useRef<((image: ChosenImage | undefined) => void) | undefined>(undefined);
  const [openCount, setOpenCount] = useState(0);

  const settle = (image: ChosenImage | undefined) => {
    pending.current?.(image);
    pending.current = undefined;
    dialog.current?.close();
  };

  const choose = () =>
    new Promise<ChosenImage | undefined>((resolve) => {
      pending.current?.(undefined);
      pending.current = resolve;
      setOpenCount((count) => count + 1);
      dialog.current?.showModal();
    });

  useImperativeHandle(ref, () => ({
    choose,
    pick: async () => {
      const image = await choose();
      return image ? { src: `${image.path}-800.webp`, alt: image.alt, credit: image.credit } : undefined;
    },
  }));

  return (
    <dialog
      ref={dialog}
      aria-labelledby="image-picker-title"
      onClose={() => settle(undefined)}
      className="m-auto w-[min(64rem,calc(100vw-1rem))] rounded-3xl p-0 backdrop:bg-ink-950/60"
    >
      <div className="max-h-[85vh] overflow-y-auto p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="image-picker-title" className="text-xl font-bold text-ink-900">
            {adminText.images.dialogTitle}
          </h2>
          <button type="button" onClick={() => settle(undefined)} className={buttonClass("quiet")}>
            {adminText.images.close}
          </button>
        </div>
        <div className="mt-4">
          {/* A fresh search each time the dialog opens. */}
          <ImageSearch key={openCount} configured={configured} onChosen={(image) => settle(image)} />
        </div>
      </div>
    </dialog>
  );
});

/** Rendered again only when `configured` changes (not at each keystroke in the article). */
export const ImagePickerDialog = memo(PickerDialog);
