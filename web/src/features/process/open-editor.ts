import { useNavigate } from 'react-router-dom';

/** Opens an edit_url: the built-in editor is a route of this app (a relative link), another editor a new tab. */
export function useOpenEditor(): (editUrl: string) => void {
  const navigate = useNavigate();
  return (editUrl: string) => {
    if (/^https?:\/\//i.test(editUrl)) window.open(editUrl, '_blank', 'noopener,noreferrer');
    else navigate(editUrl);
  };
}
