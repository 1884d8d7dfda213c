from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.data_source_change_change import DataSourceChangeChange






T = TypeVar("T", bound="DataSourceChange")



@_attrs_define
class DataSourceChange:
    """ 
        Attributes:
            area (str):
            change (DataSourceChangeChange):
            file (str): The source file, as the source manifest names it.
            period (str): The period the file covers (source manifest); "" for curated tables or a removed file.
            previous_period (str):
            previous_rows (int): Rows the previous version read from it.
            previous_sha256 (str):
            rows (int): Rows read from the file.
            sha256 (str):
     """

    area: str
    change: DataSourceChangeChange
    file: str
    period: str
    previous_period: str
    previous_rows: int
    previous_sha256: str
    rows: int
    sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        change = self.change.value

        file = self.file

        period = self.period

        previous_period = self.previous_period

        previous_rows = self.previous_rows

        previous_sha256 = self.previous_sha256

        rows = self.rows

        sha256 = self.sha256


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "change": change,
            "file": file,
            "period": period,
            "previous_period": previous_period,
            "previous_rows": previous_rows,
            "previous_sha256": previous_sha256,
            "rows": rows,
            "sha256": sha256,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        change = DataSourceChangeChange(d.pop("change"))




        file = d.pop("file")

        period = d.pop("period")

        previous_period = d.pop("previous_period")

        previous_rows = d.pop("previous_rows")

        previous_sha256 = d.pop("previous_sha256")

        rows = d.pop("rows")

        sha256 = d.pop("sha256")

        data_source_change = cls(
            area=area,
            change=change,
            file=file,
            period=period,
            previous_period=previous_period,
            previous_rows=previous_rows,
            previous_sha256=previous_sha256,
            rows=rows,
            sha256=sha256,
        )


        data_source_change.additional_properties = d
        return data_source_change

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
