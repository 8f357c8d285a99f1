import { Link } from 'react-router';
export default function NotFoundPage() {
  return (
    <div className="container page">
      <h1>Page Not Found</h1>
      <p className="lead">Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <p><Link to="/">Go to the home page</Link></p>
    </div>
  );
}
