import { brand } from '../../shared/brand.ts';
export default function ContactPage() {
  return (
    <div className="container page">
      <h1>Contact Us</h1>
      <p>Email <a href={`mailto:${brand.email}`}>{brand.email}</a></p>
    </div>
  );
}
