/** The first stop for keyboard users: straight past the header to the page's main content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
