from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ppi_series_inputs import PPISeriesInputs
  from ..models.ppi_series_observations_item import PPISeriesObservationsItem
  from ..models.ppi_series_periods_held import PPISeriesPeriodsHeld
  from ..models.ppi_series_sources_item import PPISeriesSourcesItem





T = TypeVar("T", bound="PPISeries")



@_attrs_define
class PPISeries:
    """ 
        Example:
            {'base_period': '1982=100', 'dataset_version': '7eab39eafdfee936', 'end': '2025-08', 'inputs': {'end':
                '2025-08', 'months': 24, 'series_id': 'WPU1333'}, 'missing_periods': [], 'observations': [{'period': '2023-09',
                'value': 371.452}, {'period': '2025-08', 'value': 386.416}], 'seasonal': 'not seasonally adjusted', 'series_id':
                'WPU1333', 'sources': [{'file': 'costs/ppi/ppi_construction_bls_1986_2025-08.csv', 'period': '2023-09 to
                2025-08', 'publisher': 'U.S. Bureau of Labor Statistics, Producer Price Index program', 'series': 'WPU1333'}],
                'title': 'PPI Commodity data for Nonmetallic mineral products-Ready-mix concrete, not seasonally adjusted',
                'unit': 'index points (not dollars)'}

        Attributes:
            base_period (str):
            dataset_version (str): The reference dataset version that answered.
            end (str):
            inputs (PPISeriesInputs): What the figures were computed from, enough to recompute them from the files.
            observations (list[PPISeriesObservationsItem]):
            series_id (str):
            sources (list[PPISeriesSourcesItem]):
            title (str):
            label_in_source (str | Unset):
            missing_periods (list[str] | Unset):
            note (str | Unset):
            periods_held (PPISeriesPeriodsHeld | Unset):
            seasonal (str | Unset):
            unit (str | Unset):
     """

    base_period: str
    dataset_version: str
    end: str
    inputs: PPISeriesInputs
    observations: list[PPISeriesObservationsItem]
    series_id: str
    sources: list[PPISeriesSourcesItem]
    title: str
    label_in_source: str | Unset = UNSET
    missing_periods: list[str] | Unset = UNSET
    note: str | Unset = UNSET
    periods_held: PPISeriesPeriodsHeld | Unset = UNSET
    seasonal: str | Unset = UNSET
    unit: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ppi_series_inputs import PPISeriesInputs
        from ..models.ppi_series_observations_item import PPISeriesObservationsItem
        from ..models.ppi_series_periods_held import PPISeriesPeriodsHeld
        from ..models.ppi_series_sources_item import PPISeriesSourcesItem
        base_period = self.base_period

        dataset_version = self.dataset_version

        end = self.end

        inputs = self.inputs.to_dict()

        observations = []
        for observations_item_data in self.observations:
            observations_item = observations_item_data.to_dict()
            observations.append(observations_item)



        series_id = self.series_id

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        title = self.title

        label_in_source = self.label_in_source

        missing_periods: list[str] | Unset = UNSET
        if not isinstance(self.missing_periods, Unset):
            missing_periods = self.missing_periods



        note = self.note

        periods_held: dict[str, Any] | Unset = UNSET
        if not isinstance(self.periods_held, Unset):
            periods_held = self.periods_held.to_dict()

        seasonal = self.seasonal

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "base_period": base_period,
            "dataset_version": dataset_version,
            "end": end,
            "inputs": inputs,
            "observations": observations,
            "series_id": series_id,
            "sources": sources,
            "title": title,
        })
        if label_in_source is not UNSET:
            field_dict["label_in_source"] = label_in_source
        if missing_periods is not UNSET:
            field_dict["missing_periods"] = missing_periods
        if note is not UNSET:
            field_dict["note"] = note
        if periods_held is not UNSET:
            field_dict["periods_held"] = periods_held
        if seasonal is not UNSET:
            field_dict["seasonal"] = seasonal
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ppi_series_inputs import PPISeriesInputs
        from ..models.ppi_series_observations_item import PPISeriesObservationsItem
        from ..models.ppi_series_periods_held import PPISeriesPeriodsHeld
        from ..models.ppi_series_sources_item import PPISeriesSourcesItem
        d = dict(src_dict)
        base_period = d.pop("base_period")

        dataset_version = d.pop("dataset_version")

        end = d.pop("end")

        inputs = PPISeriesInputs.from_dict(d.pop("inputs"))




        observations = []
        _observations = d.pop("observations")
        for observations_item_data in (_observations):
            observations_item = PPISeriesObservationsItem.from_dict(observations_item_data)



            observations.append(observations_item)


        series_id = d.pop("series_id")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = PPISeriesSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        title = d.pop("title")

        label_in_source = d.pop("label_in_source", UNSET)

        missing_periods = cast(list[str], d.pop("missing_periods", UNSET))


        note = d.pop("note", UNSET)

        _periods_held = d.pop("periods_held", UNSET)
        periods_held: PPISeriesPeriodsHeld | Unset
        if isinstance(_periods_held,  Unset):
            periods_held = UNSET
        else:
            periods_held = PPISeriesPeriodsHeld.from_dict(_periods_held)




        seasonal = d.pop("seasonal", UNSET)

        unit = d.pop("unit", UNSET)

        ppi_series = cls(
            base_period=base_period,
            dataset_version=dataset_version,
            end=end,
            inputs=inputs,
            observations=observations,
            series_id=series_id,
            sources=sources,
            title=title,
            label_in_source=label_in_source,
            missing_periods=missing_periods,
            note=note,
            periods_held=periods_held,
            seasonal=seasonal,
            unit=unit,
        )


        ppi_series.additional_properties = d
        return ppi_series

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
