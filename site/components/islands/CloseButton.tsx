/** A modal's plain dismiss button ("Close", "Go back" …). */
export function CloseButton({ onClick, label = 'Close', primary = false }: { onClick(): void; label?: string; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'btn btn-primary' : 'btn'} onClick={onClick}>
      {label}
    </button>
  );
}
