from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.permits_kind import PermitsKind
from ..models.permits_resolved_from import PermitsResolvedFrom
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.permits_history_item import PermitsHistoryItem
  from ..models.permits_inputs import PermitsInputs
  from ..models.permits_latest import PermitsLatest
  from ..models.permits_places_item import PermitsPlacesItem
  from ..models.permits_sources_item import PermitsSourcesItem





T = TypeVar("T", bound="Permits")



@_attrs_define
class Permits:
    """ 
        Example:
            {'cbsa': '27060', 'cbsa_title': 'Ithaca, NY', 'cbsa_type': 'metro', 'code': '36109', 'dataset_version':
                '7eab39eafdfee936', 'history': [{'breakouts': {'1u': {'buildings': 127, 'units': 127, 'valuation_usd':
                39327391}, '2u': {'buildings': 10, 'units': 20, 'valuation_usd': 2610000}, '3-4u': {'buildings': 0, 'units': 0,
                'valuation_usd': 0}, '5+u': {'buildings': 28, 'units': 284, 'valuation_usd': 53141985}}, 'period':
                'ytd_through_2025-12', 'total': {'buildings': 165, 'units': 431, 'valuation_usd': 95079376}, 'year': 2025}],
                'inputs': {'code': '36109', 'file': 'costs/bps/bps_county_annual_2015_2025.csv', 'jurisdiction': 'US-NY-36109',
                'kind': 'county'}, 'jurisdiction': 'US-NY-36109', 'kind': 'county', 'latest': {'breakouts': {'1u': {'buildings':
                127, 'units': 127, 'valuation_usd': 39327391}, '2u': {'buildings': 10, 'units': 20, 'valuation_usd': 2610000},
                '3-4u': {'buildings': 0, 'units': 0, 'valuation_usd': 0}, '5+u': {'buildings': 28, 'units': 284,
                'valuation_usd': 53141985}}, 'period': 'ytd_through_2025-12', 'total': {'buildings': 165, 'units': 431,
                'valuation_usd': 95079376}, 'year': 2025}, 'name': 'Tompkins County', 'notes': ["2025 is ytd_through_2025-12:
                Census's year-to-date county file, not its final annual file."], 'resolved_from': 'jurisdiction', 'sources':
                [{'file': 'costs/bps/bps_county_annual_2015_2025.csv', 'period': '2015 to 2025', 'publisher': 'U.S. Census
                Bureau, Building Permits Survey'}], 'state': 'NY'}

        Attributes:
            code (str):
            dataset_version (str): The reference dataset version that answered.
            history (list[PermitsHistoryItem]):
            inputs (PermitsInputs): What the figures were computed from, enough to recompute them from the files.
            jurisdiction (str):
            kind (PermitsKind):
            latest (PermitsLatest):
            name (str):
            resolved_from (PermitsResolvedFrom): The parameter the jurisdiction was named by; inputs.resolved_from says how
                a zip, county or place became the code.
            sources (list[PermitsSourcesItem]):
            cbsa (str | Unset):
            cbsa_title (str | Unset):
            cbsa_type (str | Unset):
            counties (list[str] | Unset): CBSAs: the member counties (OMB 2023 delineation) whose rows are summed.
            county (str | Unset): Places: the county (5-digit FIPS) Census files the place under.
            fips_mcd (str | Unset): Places: the FIPS minor civil division code as the place file gives it (absent where it
                has none).
            fips_place (str | Unset): Places: the FIPS place code as the place file gives it (absent where it has none).
            method (str | Unset):
            notes (list[str] | Unset):
            places (list[PermitsPlacesItem] | Unset):
            state (str | Unset):
     """

    code: str
    dataset_version: str
    history: list[PermitsHistoryItem]
    inputs: PermitsInputs
    jurisdiction: str
    kind: PermitsKind
    latest: PermitsLatest
    name: str
    resolved_from: PermitsResolvedFrom
    sources: list[PermitsSourcesItem]
    cbsa: str | Unset = UNSET
    cbsa_title: str | Unset = UNSET
    cbsa_type: str | Unset = UNSET
    counties: list[str] | Unset = UNSET
    county: str | Unset = UNSET
    fips_mcd: str | Unset = UNSET
    fips_place: str | Unset = UNSET
    method: str | Unset = UNSET
    notes: list[str] | Unset = UNSET
    places: list[PermitsPlacesItem] | Unset = UNSET
    state: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.permits_history_item import PermitsHistoryItem
        from ..models.permits_inputs import PermitsInputs
        from ..models.permits_latest import PermitsLatest
        from ..models.permits_places_item import PermitsPlacesItem
        from ..models.permits_sources_item import PermitsSourcesItem
        code = self.code

        dataset_version = self.dataset_version

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        inputs = self.inputs.to_dict()

        jurisdiction = self.jurisdiction

        kind = self.kind.value

        latest = self.latest.to_dict()

        name = self.name

        resolved_from = self.resolved_from.value

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        cbsa = self.cbsa

        cbsa_title = self.cbsa_title

        cbsa_type = self.cbsa_type

        counties: list[str] | Unset = UNSET
        if not isinstance(self.counties, Unset):
            counties = self.counties



        county = self.county

        fips_mcd = self.fips_mcd

        fips_place = self.fips_place

        method = self.method

        notes: list[str] | Unset = UNSET
        if not isinstance(self.notes, Unset):
            notes = self.notes



        places: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.places, Unset):
            places = []
            for places_item_data in self.places:
                places_item = places_item_data.to_dict()
                places.append(places_item)



        state = self.state


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "dataset_version": dataset_version,
            "history": history,
            "inputs": inputs,
            "jurisdiction": jurisdiction,
            "kind": kind,
            "latest": latest,
            "name": name,
            "resolved_from": resolved_from,
            "sources": sources,
        })
        if cbsa is not UNSET:
            field_dict["cbsa"] = cbsa
        if cbsa_title is not UNSET:
            field_dict["cbsa_title"] = cbsa_title
        if cbsa_type is not UNSET:
            field_dict["cbsa_type"] = cbsa_type
        if counties is not UNSET:
            field_dict["counties"] = counties
        if county is not UNSET:
            field_dict["county"] = county
        if fips_mcd is not UNSET:
            field_dict["fips_mcd"] = fips_mcd
        if fips_place is not UNSET:
            field_dict["fips_place"] = fips_place
        if method is not UNSET:
            field_dict["method"] = method
        if notes is not UNSET:
            field_dict["notes"] = notes
        if places is not UNSET:
            field_dict["places"] = places
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.permits_history_item import PermitsHistoryItem
        from ..models.permits_inputs import PermitsInputs
        from ..models.permits_latest import PermitsLatest
        from ..models.permits_places_item import PermitsPlacesItem
        from ..models.permits_sources_item import PermitsSourcesItem
        d = dict(src_dict)
        code = d.pop("code")

        dataset_version = d.pop("dataset_version")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = PermitsHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        inputs = PermitsInputs.from_dict(d.pop("inputs"))




        jurisdiction = d.pop("jurisdiction")

        kind = PermitsKind(d.pop("kind"))




        latest = PermitsLatest.from_dict(d.pop("latest"))




        name = d.pop("name")

        resolved_from = PermitsResolvedFrom(d.pop("resolved_from"))




        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = PermitsSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        cbsa = d.pop("cbsa", UNSET)

        cbsa_title = d.pop("cbsa_title", UNSET)

        cbsa_type = d.pop("cbsa_type", UNSET)

        counties = cast(list[str], d.pop("counties", UNSET))


        county = d.pop("county", UNSET)

        fips_mcd = d.pop("fips_mcd", UNSET)

        fips_place = d.pop("fips_place", UNSET)

        method = d.pop("method", UNSET)

        notes = cast(list[str], d.pop("notes", UNSET))


        _places = d.pop("places", UNSET)
        places: list[PermitsPlacesItem] | Unset = UNSET
        if _places is not UNSET:
            places = []
            for places_item_data in _places:
                places_item = PermitsPlacesItem.from_dict(places_item_data)



                places.append(places_item)


        state = d.pop("state", UNSET)

        permits = cls(
            code=code,
            dataset_version=dataset_version,
            history=history,
            inputs=inputs,
            jurisdiction=jurisdiction,
            kind=kind,
            latest=latest,
            name=name,
            resolved_from=resolved_from,
            sources=sources,
            cbsa=cbsa,
            cbsa_title=cbsa_title,
            cbsa_type=cbsa_type,
            counties=counties,
            county=county,
            fips_mcd=fips_mcd,
            fips_place=fips_place,
            method=method,
            notes=notes,
            places=places,
            state=state,
        )


        permits.additional_properties = d
        return permits

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
