from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DataAreaChange")



@_attrs_define
class DataAreaChange:
    """ An area's records against the version before: a record is identified by its key (a county's FIPS code, a product's
    id, an OEWS cell's area, occupation and period); changed means the same key with other values.

        Attributes:
            area (str):
            rows (int): Records of the area in this version.
            rows_added (int | None): null when the previous version's records were not recorded.
            rows_changed (int | None):
            rows_removed (int | None):
     """

    area: str
    rows: int
    rows_added: int | None
    rows_changed: int | None
    rows_removed: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        rows = self.rows

        rows_added: int | None
        rows_added = self.rows_added

        rows_changed: int | None
        rows_changed = self.rows_changed

        rows_removed: int | None
        rows_removed = self.rows_removed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "rows": rows,
            "rows_added": rows_added,
            "rows_changed": rows_changed,
            "rows_removed": rows_removed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        rows = d.pop("rows")

        def _parse_rows_added(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rows_added = _parse_rows_added(d.pop("rows_added"))


        def _parse_rows_changed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rows_changed = _parse_rows_changed(d.pop("rows_changed"))


        def _parse_rows_removed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rows_removed = _parse_rows_removed(d.pop("rows_removed"))


        data_area_change = cls(
            area=area,
            rows=rows,
            rows_added=rows_added,
            rows_changed=rows_changed,
            rows_removed=rows_removed,
        )


        data_area_change.additional_properties = d
        return data_area_change

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
