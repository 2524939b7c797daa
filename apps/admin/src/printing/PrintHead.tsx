/** A printed sheet's header: the event, what the sheet is, and when or for which round it was printed. */
export const PrintHead = ({ title, eventName, meta }: { title: string; eventName: string; meta?: string }) => (
  <div className="print-head">
    <h1>
      {eventName} — {title}
    </h1>
    <div className="meta">{meta}</div>
  </div>
);
