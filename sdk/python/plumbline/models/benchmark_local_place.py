from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_local_place_population_of import BenchmarkLocalPlacePopulationOf
from ..models.benchmark_local_place_tier import BenchmarkLocalPlaceTier
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_local_place_census_division_any_of_1 import BenchmarkLocalPlaceCensusDivisionAnyOf1





T = TypeVar("T", bound="BenchmarkLocalPlace")



@_attrs_define
class BenchmarkLocalPlace:
    """ 
        Attributes:
            census_division (BenchmarkLocalPlaceCensusDivisionAnyOf1 | None): The Census division the place falls in (its
                state's; for a metro across divisions, the one holding most of its population); null outside the 50 states and
                DC.
            population (int):
            population_of (BenchmarkLocalPlacePopulationOf):
            population_year (int):
            query (str):
            tier (BenchmarkLocalPlaceTier):
            cbsa (str | Unset):
            cbsa_title (str | Unset):
            cbsa_type (str | Unset):
            census_division_basis (str | Unset):
            county_fips (str | Unset):
            county_name (str | Unset):
            state_abbr (str | Unset):
     """

    census_division: BenchmarkLocalPlaceCensusDivisionAnyOf1 | None
    population: int
    population_of: BenchmarkLocalPlacePopulationOf
    population_year: int
    query: str
    tier: BenchmarkLocalPlaceTier
    cbsa: str | Unset = UNSET
    cbsa_title: str | Unset = UNSET
    cbsa_type: str | Unset = UNSET
    census_division_basis: str | Unset = UNSET
    county_fips: str | Unset = UNSET
    county_name: str | Unset = UNSET
    state_abbr: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_local_place_census_division_any_of_1 import BenchmarkLocalPlaceCensusDivisionAnyOf1
        census_division: dict[str, Any] | None
        if isinstance(self.census_division, BenchmarkLocalPlaceCensusDivisionAnyOf1):
            census_division = self.census_division.to_dict()
        else:
            census_division = self.census_division

        population = self.population

        population_of = self.population_of.value

        population_year = self.population_year

        query = self.query

        tier = self.tier.value

        cbsa = self.cbsa

        cbsa_title = self.cbsa_title

        cbsa_type = self.cbsa_type

        census_division_basis = self.census_division_basis

        county_fips = self.county_fips

        county_name = self.county_name

        state_abbr = self.state_abbr


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "census_division": census_division,
            "population": population,
            "population_of": population_of,
            "population_year": population_year,
            "query": query,
            "tier": tier,
        })
        if cbsa is not UNSET:
            field_dict["cbsa"] = cbsa
        if cbsa_title is not UNSET:
            field_dict["cbsa_title"] = cbsa_title
        if cbsa_type is not UNSET:
            field_dict["cbsa_type"] = cbsa_type
        if census_division_basis is not UNSET:
            field_dict["census_division_basis"] = census_division_basis
        if county_fips is not UNSET:
            field_dict["county_fips"] = county_fips
        if county_name is not UNSET:
            field_dict["county_name"] = county_name
        if state_abbr is not UNSET:
            field_dict["state_abbr"] = state_abbr

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_local_place_census_division_any_of_1 import BenchmarkLocalPlaceCensusDivisionAnyOf1
        d = dict(src_dict)
        def _parse_census_division(data: object) -> BenchmarkLocalPlaceCensusDivisionAnyOf1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                census_division_type_0 = BenchmarkLocalPlaceCensusDivisionAnyOf1.from_dict(data)



                return census_division_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkLocalPlaceCensusDivisionAnyOf1 | None, data)

        census_division = _parse_census_division(d.pop("census_division"))


        population = d.pop("population")

        population_of = BenchmarkLocalPlacePopulationOf(d.pop("population_of"))




        population_year = d.pop("population_year")

        query = d.pop("query")

        tier = BenchmarkLocalPlaceTier(d.pop("tier"))




        cbsa = d.pop("cbsa", UNSET)

        cbsa_title = d.pop("cbsa_title", UNSET)

        cbsa_type = d.pop("cbsa_type", UNSET)

        census_division_basis = d.pop("census_division_basis", UNSET)

        county_fips = d.pop("county_fips", UNSET)

        county_name = d.pop("county_name", UNSET)

        state_abbr = d.pop("state_abbr", UNSET)

        benchmark_local_place = cls(
            census_division=census_division,
            population=population,
            population_of=population_of,
            population_year=population_year,
            query=query,
            tier=tier,
            cbsa=cbsa,
            cbsa_title=cbsa_title,
            cbsa_type=cbsa_type,
            census_division_basis=census_division_basis,
            county_fips=county_fips,
            county_name=county_name,
            state_abbr=state_abbr,
        )


        benchmark_local_place.additional_properties = d
        return benchmark_local_place

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
