from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_lumber_header_output_options_item import CalcLumberHeaderOutputOptionsItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcLumberHeaderOutput")



@_attrs_define
class CalcLumberHeaderOutput:
    """ The results of calc_lumber_header and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            allowable_span_ft (float): table_span_ft x span_factor, feet.
            building_width_column_ft (float): Table column used: the narrowest carried width at or above the building width
                in the snow column used, feet.
            code_reference (str): Headers section (Table R602.7(1)).
            ground_snow_column_psf (float): Ground snow load column used: the lightest carried column at or above the load
                that covers the building width, psf.
            header_size (str): The lightest carried header (least cross-section) whose allowable span covers the opening.
            jack_studs_per_end (int): Jack studs required at each end of the header (NJ).
            jack_studs_total (int): Jack studs for both ends.
            member (str): Member size, e.g. 2x8.
            options (list[CalcLumberHeaderOutputOptionsItem]): Every carried header that fits the wall and covers the span.
            plies (int): Number of 2x members.
            span_factor (float): 1, or 0.70 for an unbraced 2x8 or deeper header (footnote f).
            table_span_ft (float): Span tabulated for the chosen header, feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    allowable_span_ft: float
    building_width_column_ft: float
    code_reference: str
    ground_snow_column_psf: float
    header_size: str
    jack_studs_per_end: int
    jack_studs_total: int
    member: str
    options: list[CalcLumberHeaderOutputOptionsItem]
    plies: int
    span_factor: float
    table_span_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_lumber_header_output_options_item import CalcLumberHeaderOutputOptionsItem
        from ..models.calculator_schemas import CalculatorSchemas
        allowable_span_ft = self.allowable_span_ft

        building_width_column_ft = self.building_width_column_ft

        code_reference = self.code_reference

        ground_snow_column_psf = self.ground_snow_column_psf

        header_size = self.header_size

        jack_studs_per_end = self.jack_studs_per_end

        jack_studs_total = self.jack_studs_total

        member = self.member

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        plies = self.plies

        span_factor = self.span_factor

        table_span_ft = self.table_span_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowable_span_ft": allowable_span_ft,
            "building_width_column_ft": building_width_column_ft,
            "code_reference": code_reference,
            "ground_snow_column_psf": ground_snow_column_psf,
            "header_size": header_size,
            "jack_studs_per_end": jack_studs_per_end,
            "jack_studs_total": jack_studs_total,
            "member": member,
            "options": options,
            "plies": plies,
            "span_factor": span_factor,
            "table_span_ft": table_span_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_lumber_header_output_options_item import CalcLumberHeaderOutputOptionsItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        allowable_span_ft = d.pop("allowable_span_ft")

        building_width_column_ft = d.pop("building_width_column_ft")

        code_reference = d.pop("code_reference")

        ground_snow_column_psf = d.pop("ground_snow_column_psf")

        header_size = d.pop("header_size")

        jack_studs_per_end = d.pop("jack_studs_per_end")

        jack_studs_total = d.pop("jack_studs_total")

        member = d.pop("member")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = CalcLumberHeaderOutputOptionsItem.from_dict(options_item_data)



            options.append(options_item)


        plies = d.pop("plies")

        span_factor = d.pop("span_factor")

        table_span_ft = d.pop("table_span_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_header_output = cls(
            allowable_span_ft=allowable_span_ft,
            building_width_column_ft=building_width_column_ft,
            code_reference=code_reference,
            ground_snow_column_psf=ground_snow_column_psf,
            header_size=header_size,
            jack_studs_per_end=jack_studs_per_end,
            jack_studs_total=jack_studs_total,
            member=member,
            options=options,
            plies=plies,
            span_factor=span_factor,
            table_span_ft=table_span_ft,
            schemas=schemas,
        )


        calc_lumber_header_output.additional_properties = d
        return calc_lumber_header_output

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
