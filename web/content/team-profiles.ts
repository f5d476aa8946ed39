/** The five team members with a profile page of their own, at their personal-name route. */
export const TEAM_PROFILES = [
  { slug: "layla-haddad", name: "Layla Haddad", role: "Managing Partner" },
  { slug: "farida-rahman", name: "Farida Rahman", role: "Chairperson" },
  { slug: "karim-nassar", name: "Karim Nassar", role: "Head of Global Startup Relations" },
  { slug: "priya-raghavan", name: "Priya Raghavan", role: "Startup Scouting Partner" },
  { slug: "daniel-okafor", name: "Daniel Okafor", role: "Head of Research" },
] as const;
