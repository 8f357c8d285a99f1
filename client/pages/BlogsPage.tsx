
export default function BlogsPage() {
  return (
    <div className="container page">
      <h1>Blogs</h1>
      <p className="lead">News and guides on car finance claims.</p>
    </div>
  );
}
