import type { VehicleMake } from '../../shared/vehicles.ts';
export default function VehiclePage({ make }: { make: VehicleMake }) {
  return (
    <div className="container page">
      <h1>{make.name} Car Finance Claims</h1>
      <p className="lead">Financed a {make.name} between 2007 and 2021? You could be owed money.</p>
    </div>
  );
}
