import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { isExternalHref } from '@shared/navigation';

type MenuLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & {
  href: string;
  className?: string;
  end?: boolean;
  /** Whether the link says it is the current page (navigation lists do, the footer's list does not). */
  marksCurrent?: boolean;
};

/**
 * A link of a menu: a page of the site through the router (marked as the current page where it is one),
 * another site's https address as a plain link.
 */
export function MenuLink({ href, end, marksCurrent = true, children, ...props }: MenuLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  if (!marksCurrent) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={href} end={end} {...props}>
      {children}
    </NavLink>
  );
}
