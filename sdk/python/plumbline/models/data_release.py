from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.data_area_change import DataAreaChange
  from ..models.data_source_change import DataSourceChange





T = TypeVar("T", bound="DataRelease")



@_attrs_define
class DataRelease:
    """ One time a dataset version went live (a rollback, importing earlier files again, is a release of the earlier
    version).

        Attributes:
            areas (list[DataAreaChange]):
            expires_at (datetime.datetime | None): When it stops being kept for age; null while live or without an age
                limit. The count limit may drop it sooner.
            kept (bool): A request may pin this version (Plumbline-Dataset-Version or dataset_version).
            live (bool):
            previous_version (str): The version live before ("" for the first release).
            rows (int): Records in this version.
            sources_changed (list[DataSourceChange]):
            superseded_at (datetime.datetime | None): When the next release replaced it; null while live.
            version (str):
            went_live_at (datetime.datetime):
            note (str | Unset): Why row counts are null, when they are.
     """

    areas: list[DataAreaChange]
    expires_at: datetime.datetime | None
    kept: bool
    live: bool
    previous_version: str
    rows: int
    sources_changed: list[DataSourceChange]
    superseded_at: datetime.datetime | None
    version: str
    went_live_at: datetime.datetime
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.data_area_change import DataAreaChange
        from ..models.data_source_change import DataSourceChange
        areas = []
        for areas_item_data in self.areas:
            areas_item = areas_item_data.to_dict()
            areas.append(areas_item)



        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        kept = self.kept

        live = self.live

        previous_version = self.previous_version

        rows = self.rows

        sources_changed = []
        for sources_changed_item_data in self.sources_changed:
            sources_changed_item = sources_changed_item_data.to_dict()
            sources_changed.append(sources_changed_item)



        superseded_at: None | str
        if isinstance(self.superseded_at, datetime.datetime):
            superseded_at = self.superseded_at.isoformat()
        else:
            superseded_at = self.superseded_at

        version = self.version

        went_live_at = self.went_live_at.isoformat()

        note = self.note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "areas": areas,
            "expires_at": expires_at,
            "kept": kept,
            "live": live,
            "previous_version": previous_version,
            "rows": rows,
            "sources_changed": sources_changed,
            "superseded_at": superseded_at,
            "version": version,
            "went_live_at": went_live_at,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.data_area_change import DataAreaChange
        from ..models.data_source_change import DataSourceChange
        d = dict(src_dict)
        areas = []
        _areas = d.pop("areas")
        for areas_item_data in (_areas):
            areas_item = DataAreaChange.from_dict(areas_item_data)



            areas.append(areas_item)


        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        kept = d.pop("kept")

        live = d.pop("live")

        previous_version = d.pop("previous_version")

        rows = d.pop("rows")

        sources_changed = []
        _sources_changed = d.pop("sources_changed")
        for sources_changed_item_data in (_sources_changed):
            sources_changed_item = DataSourceChange.from_dict(sources_changed_item_data)



            sources_changed.append(sources_changed_item)


        def _parse_superseded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                superseded_at_type_0 = datetime.datetime.fromisoformat(data)



                return superseded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        superseded_at = _parse_superseded_at(d.pop("superseded_at"))


        version = d.pop("version")

        went_live_at = datetime.datetime.fromisoformat(d.pop("went_live_at"))




        note = d.pop("note", UNSET)

        data_release = cls(
            areas=areas,
            expires_at=expires_at,
            kept=kept,
            live=live,
            previous_version=previous_version,
            rows=rows,
            sources_changed=sources_changed,
            superseded_at=superseded_at,
            version=version,
            went_live_at=went_live_at,
            note=note,
        )


        data_release.additional_properties = d
        return data_release

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
