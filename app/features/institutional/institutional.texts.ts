import { defineTexts } from "~/i18n/texts";

/** Texts the institutional components write themselves (unit sections, collection-point search). */
export const institutionalTexts = defineTexts(
  {
    capacity: "Capacidade produtiva: ",
    /** Before the search button's "por cidade" / "por CEP". */
    search: "Buscar",
    searchLabel: "Buscar pontos de coleta",
    pointsLabel: "Pontos de coleta",
    hoursTitle: "Horário de coleta",
    /** A collection point's city line. */
    cityLine: (city: string, cep: string) => `${city} – SP, CEP ${cep}`,
  },
  {
    capacity: "Production capacity: ",
    search: "Search",
    searchLabel: "Search collection points",
    pointsLabel: "Collection points",
    hoursTitle: "Collection hours",
    cityLine: (city: string, cep: string) => `${city}, SP, Brazil, CEP ${cep}`,
  },
);
