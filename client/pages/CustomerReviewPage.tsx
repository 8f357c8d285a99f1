
export default function CustomerReviewPage() {
  return (
    <div className="container page">
      <h1>Leave a Review</h1>
      <p className="lead">Tell other drivers what it was like to claim with us.</p>
    </div>
  );
}
