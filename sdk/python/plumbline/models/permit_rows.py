from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.permit_rows_inputs import PermitRowsInputs
  from ..models.permit_rows_rows_item import PermitRowsRowsItem
  from ..models.permit_rows_sources_item import PermitRowsSourcesItem





T = TypeVar("T", bound="PermitRows")



@_attrs_define
class PermitRows:
    """ 
        Example:
            {'columns': ['line', 'year', 'period', 'fips5', 'county_name', 'u1_units', 'u1_value'], 'dataset_version':
                '7eab39eafdfee936', 'file': 'costs/bps/bps_county_annual_2015_2025.csv', 'inputs': {'code': '27060', 'counties':
                ['36109'], 'jurisdiction_code': 'US-MSA-27060', 'kind': 'cbsa'}, 'jurisdiction_code': 'US-MSA-27060', 'kind':
                'cbsa', 'note': 'A CBSA is not a row of any file read: these are the rows of its member counties (OMB 2023
                delineation), which costs_permits sums year by year.', 'rows': [{'county_name': 'Tompkins County', 'fips5':
                '36109', 'line': 1826, 'period': 'annual', 'u1_bldgs': 138, 'u1_units': 138, 'u1_value': 27414174, 'year':
                2015}], 'sources': [{'file': 'costs/bps/bps_county_annual_2015_2025.csv', 'period': '2015 to 2025', 'publisher':
                'U.S. Census Bureau, Building Permits Survey'}, {'file': 'costs/geo/county_to_cbsa_2023.csv', 'period': 'OMB
                Bulletin 23-01 (July 2023)', 'publisher': 'U.S. Office of Management and Budget (delineation), published by the
                U.S. Census Bureau'}]}

        Attributes:
            columns (list[str]):
            dataset_version (str): The reference dataset version that answered.
            file (str):
            inputs (PermitRowsInputs): What the figures were computed from, enough to recompute them from the files.
            jurisdiction_code (str):
            kind (str):
            rows (list[PermitRowsRowsItem]):
            sources (list[PermitRowsSourcesItem]):
            note (str | Unset):
            units (str | Unset):
     """

    columns: list[str]
    dataset_version: str
    file: str
    inputs: PermitRowsInputs
    jurisdiction_code: str
    kind: str
    rows: list[PermitRowsRowsItem]
    sources: list[PermitRowsSourcesItem]
    note: str | Unset = UNSET
    units: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.permit_rows_inputs import PermitRowsInputs
        from ..models.permit_rows_rows_item import PermitRowsRowsItem
        from ..models.permit_rows_sources_item import PermitRowsSourcesItem
        columns = self.columns



        dataset_version = self.dataset_version

        file = self.file

        inputs = self.inputs.to_dict()

        jurisdiction_code = self.jurisdiction_code

        kind = self.kind

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        note = self.note

        units = self.units


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "columns": columns,
            "dataset_version": dataset_version,
            "file": file,
            "inputs": inputs,
            "jurisdiction_code": jurisdiction_code,
            "kind": kind,
            "rows": rows,
            "sources": sources,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if units is not UNSET:
            field_dict["units"] = units

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.permit_rows_inputs import PermitRowsInputs
        from ..models.permit_rows_rows_item import PermitRowsRowsItem
        from ..models.permit_rows_sources_item import PermitRowsSourcesItem
        d = dict(src_dict)
        columns = cast(list[str], d.pop("columns"))


        dataset_version = d.pop("dataset_version")

        file = d.pop("file")

        inputs = PermitRowsInputs.from_dict(d.pop("inputs"))




        jurisdiction_code = d.pop("jurisdiction_code")

        kind = d.pop("kind")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = PermitRowsRowsItem.from_dict(rows_item_data)



            rows.append(rows_item)


        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = PermitRowsSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        note = d.pop("note", UNSET)

        units = d.pop("units", UNSET)

        permit_rows = cls(
            columns=columns,
            dataset_version=dataset_version,
            file=file,
            inputs=inputs,
            jurisdiction_code=jurisdiction_code,
            kind=kind,
            rows=rows,
            sources=sources,
            note=note,
            units=units,
        )


        permit_rows.additional_properties = d
        return permit_rows

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
